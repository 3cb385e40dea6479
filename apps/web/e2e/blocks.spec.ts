import type { Locator, Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { createVerifiedAccount, signIn } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

// Delivered messages are stored and landing.spec.ts counts the seeded channels' messages: write in
// the channel reserved for chat stories when the seed has one, like chat.spec.ts.
const RESERVED_CHAT_CHANNEL = 'terrier';
const channelNames = seed.channels.map((channel) => channel.name);
const channel = channelNames.includes(RESERVED_CHAT_CHANNEL) ? RESERVED_CHAT_CHANNEL : channelNames[0]!;

function chatLine(page: Page, text: string) {
  return page.getByRole('log').getByRole('listitem').filter({ hasText: text });
}

async function say(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Votre message' });
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(chatLine(page, text)).toBeVisible();
}

function onlineList(page: Page) {
  return page.getByRole('list', { name: `Membres en ligne dans #${channel}` });
}

/** The profile dialog, opened from the online list or from a message of theirs (`from`). */
async function openProfile(page: Page, name: string, from: Locator = onlineList(page)) {
  await from.getByRole('button', { name: `Voir le profil de ${name}` }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Block a member', () => {
  test('a member blocks another from the profile dialog: their chat messages vanish, the profile shrinks to a name, and unblocking from the profile page undoes it', async ({
    page,
    member,
    browser,
    baseURL,
  }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    const otherPage = await newBrowserPage(browser, baseURL);
    const other = await createVerifiedAccount(otherPage);
    await signIn(otherPage, other);
    const memberName = member.email.split('@')[0]!;
    const otherName = other.email.split('@')[0]!;

    await page.goto(`/chat?channel=${channel}`);
    await otherPage.goto(`/chat?channel=${channel}`);
    // Both in the room (each sees the other online) before anyone writes.
    await expect(onlineList(page).getByRole('button', { name: `Voir le profil de ${otherName}` })).toBeVisible();
    await expect(onlineList(otherPage).getByRole('button', { name: `Voir le profil de ${memberName}` })).toBeVisible();
    const before = `Avant le blocage, signé ${otherName}`;
    await say(otherPage, before);
    await expect(chatLine(page, before)).toBeVisible();

    // Block, after the confirmation.
    const dialog = await openProfile(page, otherName);
    await expect(dialog.getByRole('button', { name: 'Signaler' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Bloquer' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Bloquer ${otherName} ?` });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Bloquer' }).click();
    // The dialog (modal: the toasts behind it are hidden from assistive tech) shows the new state.
    await expect(confirm).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Débloquer' })).toBeVisible();
    await expect(dialog.getByText("Ce profil n'est pas disponible.")).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Message privé' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toHaveCount(0);

    // Their earlier message is gone; a new one never shows (ordered before the member's own).
    await expect(chatLine(page, before)).toHaveCount(0);
    const after = `Après le blocage, signé ${otherName}`;
    await say(otherPage, after);
    const mine = `Je suis toujours là, ${memberName}`;
    await say(page, mine);
    await expect(chatLine(page, after)).toHaveCount(0);
    await expect(chatLine(otherPage, mine)).toBeVisible();
    // Neither sees the other online any more, whoever blocked: each online list is built for its viewer.
    await expect(onlineList(page).getByRole('button', { name: `Voir le profil de ${otherName}` })).toHaveCount(0);
    await expect(onlineList(otherPage).getByRole('button', { name: `Voir le profil de ${memberName}` })).toHaveCount(0);

    // The blocked member, opening the profile from a message, sees only the name, and cannot write.
    const seen = await openProfile(otherPage, memberName, chatLine(otherPage, mine));
    await expect(seen.getByText("Ce profil n'est pas disponible.")).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Message privé' })).toHaveCount(0);
    await seen.getByRole('button', { name: 'Fermer' }).click();

    // The profile page lists them, and unblocking there brings their messages back.
    await page.goto('/profile');
    const panel = page.getByRole('region', { name: 'Membres bloqués et masqués' });
    await expect(panel.getByText(otherName, { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: `Débloquer ${otherName}` }).click();
    await expect(panel.getByText('Aucun membre bloqué.')).toBeVisible();
    await page.goto(`/chat?channel=${channel}`);
    await expect(chatLine(page, after)).toBeVisible();
    await otherPage.context().close();
  });
});
