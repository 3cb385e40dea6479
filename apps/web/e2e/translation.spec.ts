import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, newSignedInMember, test } from './fixtures';
import { expectToast } from './support/auth-flows';

// The e2e server translates through a fake LibreTranslate (support/fake-libretranslate.mjs) that
// answers "[<target>] <text>": the translation is recognisable, the provider real HTTP.

// Delivered chat messages are stored and landing.spec.ts counts the seeded channels' messages:
// like chat.spec.ts, write in the channel reserved for chat stories.
const CHAT_CHANNEL = 'terrier';

// Digits only: letters from an id could count as common words and sway language detection.
function tag(): string {
  return String(randomInt(100_000, 1_000_000));
}

function postCard(page: Page, content: string) {
  return page.getByRole('article').filter({ hasText: content });
}

async function writePost(page: Page, content: string) {
  await page.getByLabel('Votre publication').fill(content);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Publication partagée');
  await expect(postCard(page, content)).toBeVisible();
}

test.describe('Translation (SPEC §7 ai-translate)', () => {
  test('a member reads an English post in French, then the original; French posts and visitors get no Traduire', async ({
    page,
    member,
    browser,
    baseURL,
  }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    expect(member.email).toBeTruthy();
    const english = `Hello everyone, this is the walk we are planning in the forest with the pack ${tag()}`;
    const french = `Bonjour à toute la meute, nous partons marcher dans la forêt avec le groupe ${tag()}`;
    await page.goto('/feed');
    await writePost(page, english);
    await writePost(page, french);
    // The author wrote it: nothing to translate for them.
    await expect(postCard(page, english).getByRole('button', { name: 'Traduire' })).toHaveCount(0);

    const reader = await newSignedInMember(browser, baseURL);
    await reader.goto('/feed');
    const card = postCard(reader, english);
    await expect(card).toBeVisible();
    await expect(postCard(reader, french)).toBeVisible();
    await expect(postCard(reader, french).getByRole('button', { name: 'Traduire' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Traduire' }).click();
    await expect(card.getByText(`[fr] ${english}`)).toBeVisible();
    await expect(card.getByText("Traduit de l'anglais")).toBeVisible();
    await card.getByRole('button', { name: "Voir l'original" }).click();
    await expect(card.getByText(`[fr] ${english}`)).toHaveCount(0);
    await expect(card.getByText(english, { exact: true })).toBeVisible();
    // Translated once already: shown again from memory.
    await card.getByRole('button', { name: 'Traduire' }).click();
    await expect(card.getByText(`[fr] ${english}`)).toBeVisible();

    // The post's own page offers it too.
    await reader.goto('/feed');
    await postCard(reader, english).getByRole('link', { name: 'Voir la publication' }).click();
    await expect(reader).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
    // The post's page lists other posts too: the one opened is its first article.
    await postCard(reader, english).first().getByRole('button', { name: 'Traduire' }).click();
    await expect(reader.getByText(`[fr] ${english}`)).toBeVisible();

    const visitor = await newBrowserPage(browser, baseURL);
    await visitor.goto('/feed');
    await expect(postCard(visitor, english)).toBeVisible();
    await visitor.mouse.move(5, 5);
    await visitor.waitForLoadState('networkidle');
    await expect(visitor.getByRole('button', { name: 'Traduire' })).toHaveCount(0);
    await Promise.all([reader.context().close(), visitor.context().close()]);
  });

  test('a member translates a chat message a pseudonym wrote in English', async ({ page, member, browser, baseURL }) => {
    expect(member.email).toBeTruthy();
    await page.goto(`/chat?channel=${CHAT_CHANNEL}`);
    const pseudonymPage = await newBrowserPage(browser, baseURL);
    await pseudonymPage.goto(`/chat?channel=${CHAT_CHANNEL}`);
    const pseudonym = `Fox ${tag()}`;
    await pseudonymPage.getByLabel('Pseudonyme', { exact: true }).fill(pseudonym);
    await pseudonymPage.getByRole('button', { name: 'Participer anonymement' }).click();
    await expect(pseudonymPage.getByText(`Vous participez en tant que ${pseudonym}`)).toBeVisible();

    const text = `Hello to the whole pack, I am new here and very happy to be with you ${tag()}`;
    const field = pseudonymPage.getByRole('textbox', { name: 'Votre message' });
    await field.fill(text);
    await field.press('Enter');
    await expect(field).toHaveValue('');

    const message = page.getByRole('log').getByRole('listitem').filter({ hasText: text });
    await message.getByRole('button', { name: 'Traduire' }).click();
    await expect(message.getByText(`[fr] ${text}`)).toBeVisible();
    await expect(message.getByText("Traduit de l'anglais")).toBeVisible();
    // A pseudonym has no account: the members-only action is not offered.
    await expect(pseudonymPage.getByRole('button', { name: 'Traduire' })).toHaveCount(0);
    await pseudonymPage.context().close();
  });
});
