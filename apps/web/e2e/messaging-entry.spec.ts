import { STORY_TIMEOUT_MS, expect, newBrowserPage, test } from './fixtures';
import { createVerifiedAccount, signIn } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

// The first seeded channel: this story only reads it, nobody writes.
const channel = seed.channels[0]!.name;

test.describe('Private message from a profile', () => {
  test("'Message privé' in the profile dialog opens the conversation with that member, and reading it needs no reload", async ({
    page,
    member,
    browser,
    baseURL,
  }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    const otherPage = await newBrowserPage(browser, baseURL);
    const other = await createVerifiedAccount(otherPage);
    await signIn(otherPage, other);
    const otherName = other.email.split('@')[0]!;
    const memberName = member.email.split('@')[0]!;

    await page.goto(`/chat?channel=${channel}`);
    await otherPage.goto(`/chat?channel=${channel}`);
    const online = page.getByRole('list', { name: `Membres en ligne dans #${channel}` });
    await online.getByRole('button', { name: `Voir le profil de ${otherName}` }).click();
    const dialog = page.getByRole('dialog', { name: otherName });
    await dialog.getByRole('button', { name: 'Message privé' }).click();

    // ?user=<id> opens the pair's conversation, then the address names it (?conversation=<id>).
    await expect(page).toHaveURL(/\/messages\?(user|conversation)=/);
    const field = page.getByRole('textbox', { name: 'Tapez votre message...' });
    await expect(field).toBeVisible();
    await field.fill('Bonjour, je t’ai trouvé dans le chat !');
    await field.press('Enter');
    await expect(field).toHaveValue('');

    // The other member, still on the chat, sees the badge; their messages page has the conversation.
    await expect(otherPage.getByRole('link', { name: 'Messages, 1 message non lu' })).toBeVisible();
    await otherPage.getByRole('link', { name: 'Messages, 1 message non lu' }).click();
    await expect(otherPage).toHaveURL('/direct-messages');
    await otherPage.getByRole('button', { name: new RegExp(memberName) }).first().click();
    await expect(otherPage.getByText('Bonjour, je t’ai trouvé dans le chat !')).toBeVisible();
    // Read: the badge is gone.
    await expect(otherPage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    // Never with yourself: your own profile has no 'Message privé'.
    await page.goto(`/chat?channel=${channel}`);
    await online.getByRole('button', { name: `Voir le profil de ${memberName}` }).click();
    await expect(page.getByRole('dialog', { name: memberName })).toBeVisible();
    await expect(page.getByRole('dialog', { name: memberName }).getByRole('button', { name: 'Message privé' })).toHaveCount(0);
    await otherPage.context().close();
  });
});
