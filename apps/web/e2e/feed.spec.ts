import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, newSignedInMember, test } from './fixtures';
import { expectToast } from './support/auth-flows';

// A 1×1 transparent PNG: the smallest image the media pipeline accepts.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);


function postCard(page: Page, content: string) {
  return page.getByRole('article').filter({ hasText: content });
}

async function writePost(page: Page, content: string) {
  await page.goto('/feed');
  await page.getByLabel('Votre publication').fill(content);
  await page.getByRole('button', { name: 'Média' }).click();
  return page.getByRole('dialog', { name: 'Ajouter un média' });
}

async function publish(page: Page, content: string) {
  await expect(page.getByRole('list', { name: 'Médias joints' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Publication partagée');
  await expect(postCard(page, content).getByRole('img', { name: 'Image 1 de la publication' })).toBeVisible();
}

/** The second member finds the post, likes it and comments on its page; everything survives a reload. */
async function likeAndComment(page: Page, content: string) {
  const card = postCard(page, content);
  await expect(card).toBeVisible();
  const like = card.getByRole('button', { name: /^J'aime/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName("J'aime (1)");

  await card.getByRole('link', { name: '0 commentaire' }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Aucun commentaire pour l'instant. Partagez votre avis en premier !")).toBeVisible();
  const comment = `Belle idée, je viens ! ${randomUUID().slice(0, 6)}`;
  const submit = page.getByRole('button', { name: 'Commenter' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Votre commentaire').fill(comment);
  await submit.click();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByLabel('Votre commentaire')).toHaveValue('');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Commentaires (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 commentaire' })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByRole('button', { name: "J'aime (1)" })).toHaveAttribute('aria-pressed', 'true');
  return { postUrl: page.url(), comment };
}

test.describe('Feed and posts', () => {
  test('a member posts an uploaded image; another member likes and comments it', async ({ page, member: _member, browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    const content = `Cueillette du matin ${randomUUID().slice(0, 8)} #wellness`;
    const dialog = await writePost(page, content);
    await dialog.getByLabel('Choisir un fichier').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(dialog).toBeHidden();
    await publish(page, content);

    const other = await newSignedInMember(browser, baseURL);
    await other.goto('/feed');
    await likeAndComment(other, content);
  });

  test('a member posts an image link; another member sees it arrive, likes and comments; a visitor cannot comment', async ({
    page,
    member: _member,
    browser,
    baseURL,
  }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    // The second member is already reading the feed when the post is written.
    const other = await newSignedInMember(browser, baseURL);
    await other.clock.install();
    await other.goto('/feed');
    await expect(other.getByRole('feed')).toBeVisible();

    const content = `Balade en forêt ${randomUUID().slice(0, 8)} #community`;
    const dialog = await writePost(page, content);
    await dialog.getByRole('tab', { name: 'Ajouter un lien' }).click();
    const add = dialog.getByRole('button', { name: 'Ajouter' });
    await dialog.getByLabel('Adresse du média').fill('   ');
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Adresse du média').fill(`${baseURL}/pwa-192x192.png`);
    await add.click();
    await publish(page, content);

    // SPEC: new posts appear without a reload; the feed polls every 30 s.
    await expect(postCard(other, content)).toHaveCount(0);
    await other.clock.fastForward('00:31');
    await other.getByRole('button', { name: 'Voir les nouvelles publications' }).click();
    const { postUrl, comment } = await likeAndComment(other, content);

    const visitor = await newBrowserPage(browser, baseURL);
    await visitor.goto(postUrl);
    await expect(visitor.getByText(comment)).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Commentaires (1)' })).toBeVisible();
    await expect(visitor.getByLabel('Votre commentaire')).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Connectez-vous pour commenter' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: "J'aime (1)" })).toBeDisabled();
  });

  test('an image from another site waits for a click: it loads nothing by itself for those who read the post', async ({ page, member: _member, browser, baseURL }) => {
    const content = `Pixel espion ${randomUUID().slice(0, 8)}`;
    const outside = 'https://pixel.example.com/suivi.png';
    const dialog = await writePost(page, content);
    await dialog.getByRole('tab', { name: 'Ajouter un lien' }).click();
    await dialog.getByLabel('Adresse du média').fill(outside);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByRole('list', { name: 'Médias joints' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expectToast(page, 'Publication partagée');

    const reader = await newSignedInMember(browser, baseURL);
    const asked: string[] = [];
    reader.on('request', (request) => {
      if (request.url().startsWith('https://pixel.example.com/')) asked.push(request.url());
    });
    await reader.goto('/feed');
    const card = postCard(reader, content);
    await expect(card.getByRole('button', { name: /Afficher l'image externe/ })).toBeVisible();
    await expect(card.getByText('Hébergée sur pixel.example.com', { exact: false })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Image 1 de la publication' })).toHaveCount(0);
    expect(asked).toEqual([]);
    await reader.context().close();
  });

  test('an unknown post says so and goes back to the feed', async ({ page }) => {
    await page.goto('/post/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Publication introuvable' })).toBeVisible();
    await page.getByRole('button', { name: 'Retour', exact: true }).click();
    await expect(page).toHaveURL('/feed');
  });

  test('the feed shows real community figures and trending hashtags to visitors', async ({ page }) => {
    await page.goto('/feed');
    const sidebar = page.getByRole('complementary', { name: 'Tendances et chiffres de la communauté' });
    await expect(sidebar.getByRole('heading', { name: 'Hashtags tendance' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /^#\S+/ }).first()).toBeVisible();
    await expect(sidebar.getByText('membres', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publier' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Rejoindre la meute' }).first()).toBeVisible();
  });
});
