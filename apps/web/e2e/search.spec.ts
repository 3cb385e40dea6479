import { randomInt } from 'node:crypto';
import { expect, STORY_TIMEOUT_MS, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';

/** A word no other story writes: letters only, so the search reads it as one word. */
function distinctiveWord(): string {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  return `lucioles${letters}`;
}

test.describe('Search', () => {
  test('a member finds a forum topic by a word of its text from the bar, and opens it', async ({ page, member }) => {
    void member;
    // A sign-in, a topic, two pages and axe: a story's time, as CI shares two cores.
    test.setTimeout(STORY_TIMEOUT_MS);
    const word = distinctiveWord();
    const title = `Balade nocturne ${randomInt(10_000, 99_999)}`;
    const me = (await (await page.request.get('/api/me/profile')).json()) as { profile: { username: string; displayName: string | null } };
    const { username } = me.profile;
    // 'help' ('Entraide'): the forum story counts its own category's topics in the shared database.
    const created = await page.request.post('/api/forum/topics', {
      data: { title, content: `Qui vient observer les ${word} au bord de l'étang ? Écrivez à @${username} ou à @loup_plaines.`, category: 'help' },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The bar's field, on any page: its form leads to /search?q=…
    await page.getByRole('banner').getByRole('searchbox', { name: 'Rechercher' }).fill(word);
    await page.getByRole('banner').getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Que cherchez-vous ?' })).toHaveValue(word);

    const topics = page.getByRole('region', { name: 'Sujets du forum' });
    await expect(topics.getByRole('link', { name: title })).toBeVisible();
    // The matched word is marked in the excerpt (a <mark>, not HTML from the server).
    await expect(topics.locator('mark', { hasText: word })).toBeVisible();
    await expectNoAxeViolations(page);

    // One type: its filter is the current one, and the topic is still there.
    await page.getByRole('navigation', { name: 'Filtrer les résultats' }).getByRole('link', { name: 'Sujets du forum' }).click();
    await expect(page).toHaveURL(`/search?q=${word}&type=topics`);
    await expect(page.getByRole('navigation', { name: 'Filtrer les résultats' }).getByRole('link', { name: 'Sujets du forum' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Each @mention links to its member's profile, opened over the page (a seeded member, then oneself).
    await page.getByRole('link', { name: '@loup_plaines' }).click();
    await expect(page).toHaveURL(/member=loup_plaines/);
    await expect(page.getByRole('dialog', { name: 'Loup des Plaines' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/member=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: `@${username}` }).click();
    await expect(page.getByRole('dialog', { name: me.profile.displayName ?? username })).toBeVisible();
  });

  test('the page says when nothing matches, and a too long query keeps the typed text', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('Saisissez un ou plusieurs mots : les résultats apparaissent pendant la frappe.')).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Que cherchez-vous ?' });

    const nothing = distinctiveWord();
    await box.fill(nothing);
    await expect(page.getByText(`Aucun résultat pour « ${nothing} »`)).toBeVisible();
    await expect(page).toHaveURL(`/search?q=${nothing}`);

    const tooLong = 'loup '.repeat(21).trim() + 'x';
    await box.fill(tooLong);
    await expect(page.getByRole('alert').filter({ hasText: 'La recherche ne peut pas dépasser 100 caractères.' })).toBeVisible();
    await expect(box).toHaveValue(tooLong);
    await expectNoAxeViolations(page);
  });
});
