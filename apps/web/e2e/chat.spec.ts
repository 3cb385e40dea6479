import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

// Delivered messages are stored, and landing.spec.ts counts the seeded channels' messages: the live
// story writes in a channel reserved for chat when the seed has one ('terrier'), else in the first.
// The moderation story writes in the second, since refused messages are never stored.
const RESERVED_CHAT_CHANNEL = 'terrier';
const channelNames = seed.channels.map((channel) => channel.name);
const liveChannel = channelNames.includes(RESERVED_CHAT_CHANNEL) ? RESERVED_CHAT_CHANNEL : channelNames[0];
const quietChannel = channelNames[1];

// A 1×1 transparent PNG: the smallest image the media pipeline accepts.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function messages(page: Page) {
  return page.getByRole('log');
}

function onlineList(page: Page, channel: string) {
  return page.getByRole('list', { name: `Membres en ligne dans #${channel}` });
}

async function joinAs(page: Page, pseudonym: string) {
  await page.getByLabel('Pseudonyme', { exact: true }).fill(pseudonym);
  await page.getByRole('button', { name: 'Participer anonymement' }).click();
  await expect(page.getByText(`Vous participez en tant que ${pseudonym}`)).toBeVisible();
}

async function send(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Votre message' });
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

test.describe('Public chat', () => {
  test("a member and a pseudonym see each other's messages live and each other online", async ({ page, member, browser, baseURL }) => {
    const memberName = member.email.split('@')[0]!;
    const pseudonym = `Renard ${randomUUID().slice(0, 6)}`;
    await page.goto(`/chat?channel=${liveChannel}`);
    const visitor = await newBrowserPage(browser, baseURL);
    await visitor.goto(`/chat?channel=${liveChannel}`);
    await joinAs(visitor, pseudonym);

    await expect(onlineList(page, liveChannel!).getByRole('listitem').filter({ hasText: pseudonym })).toBeVisible();
    await expect(onlineList(visitor, liveChannel!).getByRole('listitem').filter({ hasText: memberName })).toBeVisible();

    const greeting = `Bonjour ${pseudonym}, bienvenue parmi nous`;
    await send(page, greeting);
    await expect(messages(visitor).getByRole('listitem').filter({ hasText: greeting })).toContainText(memberName);

    const answer = `Merci ! Signé ${pseudonym}`;
    await send(visitor, answer);
    const received = messages(page).getByRole('listitem').filter({ hasText: answer });
    await expect(received).toContainText('pseudonyme');
    // Only members have a profile: a pseudonym's name opens nothing.
    await expect(received.getByRole('button', { name: `Voir le profil de ${pseudonym}` })).toHaveCount(0);

    // The visitor leaves: the member's online list follows.
    await visitor.context().close();
    await expect(onlineList(page, liveChannel!).getByRole('listitem').filter({ hasText: pseudonym })).toHaveCount(0);
  });

  test('an insult is replaced by [Message modéré] for its author and is not kept', async ({ page }) => {
    await page.goto(`/chat?channel=${quietChannel}`);
    await joinAs(page, `Hérisson ${randomUUID().slice(0, 6)}`);

    await send(page, 'Espèce de connard');

    await expect(messages(page).getByText('[Message modéré]')).toBeVisible();
    await expect(messages(page).getByText('Espèce de connard')).toHaveCount(0);
    await page.reload();
    await expect(messages(page).getByRole('listitem').first()).toBeVisible();
    await expect(messages(page).getByText('[Message modéré]')).toHaveCount(0);
  });

  test('a member attaches an image and sends it without text', async ({ page, member: _member }) => {
    await page.goto(`/chat?channel=${liveChannel}`);
    const field = page.getByRole('textbox', { name: 'Votre message' });
    await expect(field).toBeEnabled();
    const sendButton = page.getByRole('button', { name: 'Envoyer' });
    await expect(sendButton).toBeDisabled();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Joindre une image ou une vidéo' }).click();
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/media') && response.request().method() === 'POST');
    await (await chooser).setFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    const { url } = (await (await uploaded).json()) as { url: string };
    const attached = page.getByRole('list', { name: 'Médias joints' });
    await expect(attached.getByRole('listitem').filter({ hasText: 'pixel.png' })).toBeVisible();
    await expect(attached.getByRole('button', { name: 'Retirer pixel.png' })).toBeVisible();

    // Media alone is a message (SPEC §5): Enter in the empty field sends it.
    await expect(sendButton).toBeEnabled();
    await field.press('Enter');
    await expect(attached).toHaveCount(0);
    const image = messages(page).locator(`img[src="${url}"]`);
    await expect(image).toBeVisible();
    await expect(image).toHaveAccessibleName('Image 1 du message');
  });

  test('a visitor without account or pseudonym reads only and is pointed to /auth', async ({ page }) => {
    await page.goto(`/chat?channel=${liveChannel}`);

        await expect(page.getByRole('textbox', { name: 'Votre message' })).toBeDisabled();
    const prompt = page.getByRole('region', { name: 'Authentification requise' });
    await expect(prompt.getByRole('heading', { name: 'Authentification requise' })).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
    await expect(messages(page).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expectToast(page, 'Connexion requise', 'Veuillez vous connecter pour envoyer des messages.');

    // The heart stays focusable (aria-disabled) so it can say why liking needs an account.
    await messages(page).getByRole('button', { name: /^J'aime/ }).first().click({ force: true });
    await expectToast(page, 'Connexion requise', 'Veuillez vous connecter pour aimer les messages.');
  });

  test('on a phone, channels and the online list open as drawers that Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/chat?channel=${liveChannel}`);

    await page.getByRole('button', { name: 'Salons' }).click();
    const drawer = page.getByRole('dialog', { name: 'Salons' });
    await drawer.getByRole('button', { name: new RegExp(quietChannel!) }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`channel=${quietChannel}`));

    await page.getByRole('button', { name: /en ligne/ }).click();
    await expect(page.getByRole('dialog', { name: 'En ligne' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'En ligne' })).toBeHidden();
  });
});
