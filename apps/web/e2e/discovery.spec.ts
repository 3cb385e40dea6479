import type { Page } from '@playwright/test';
import { expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { createVerifiedAccount, signIn } from './support/auth-flows';

type ProfileChanges = { lookingFor: string; interests: string[]; locationCity?: string; age?: number };

/** What a member would save in their profile editor, through its API (the editor is another page's). */
async function saveProfile(page: Page, changes: ProfileChanges) {
  const current = await page.request.get('/api/me/profile');
  const { profile } = (await current.json()) as { profile: Record<string, unknown> };
  const response = await page.request.put('/api/me/profile', {
    data: {
      username: profile.username,
      age: changes.age ?? profile.age,
      privacySettings: profile.privacySettings,
      lookingFor: changes.lookingFor,
      interests: changes.interests,
      languages: ['Français'],
      locationCity: changes.locationCity ?? null,
      locationCountry: 'France',
    },
  });
  expect(response.ok()).toBe(true);
}

/** The tab's cards have loaded: a card or the empty text is shown. */
async function waitForCards(page: Page) {
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article').or(panel.getByText('Aucun profil à découvrir ici pour le moment.')).first()).toBeVisible();
}

test.describe('Discover People', () => {
  test('filters by tab, sends a request the other member accepts, and both are connected', async ({ page, member, browser, baseURL }) => {
    // Two accounts signed up and confirmed by mail before the story starts.
    test.slow();
    const otherPage = await newBrowserPage(browser, baseURL);
    const other = await createVerifiedAccount(otherPage);
    await signIn(otherPage, other);
    const memberName = member.email.split('@')[0]!;
    const otherName = other.email.split('@')[0]!;

    await saveProfile(page, { lookingFor: 'networking', interests: ['Yoga', 'Chant'], locationCity: 'Lyon' });
    await saveProfile(otherPage, { lookingFor: 'events', interests: ['yoga', 'chant', 'vélo', 'lecture', 'jardin'], locationCity: 'Lyon', age: 31 });

    await page.goto('/discovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Découvrir des membres' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Ce que recherchent les membres' });
    const otherCard = page.getByRole('article', { name: otherName });

    // The other member looks for events: in that tab, not in networking.
    await tabs.getByRole('tab', { name: 'Événements' }).click();
    await waitForCards(page);
    await expect(otherCard).toBeVisible();
    await tabs.getByRole('tab', { name: 'Réseautage' }).click();
    await waitForCards(page);
    await expect(otherCard).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'Événements' }).click();

    // Their card: age and city they show, the compatibility, 3 interests and the rest as "+2".
    await expect(otherCard.getByText('31 ans')).toBeVisible();
    await expect(otherCard.getByText('Lyon')).toBeVisible();
    await expect(otherCard.getByText(/Compatibilité : \d+ %/)).toBeAttached();
    const interests = otherCard.getByRole('list', { name: `Centres d'intérêt de ${otherName}` });
    await expect(interests.getByRole('listitem')).toHaveCount(4);
    await expect(interests.getByText('+2')).toBeVisible();

    await otherCard.getByRole('button', { name: 'Ajouter' }).click();
    await expect(otherCard.getByRole('button', { name: 'Demande envoyée' })).toBeDisabled();

    // The other member sees the request and accepts it.
    await otherPage.goto('/discovery');
    const connections = otherPage.getByRole('region', { name: 'Mes connexions' });
    const received = connections.getByRole('region', { name: 'Demandes reçues' });
    await received.getByRole('button', { name: `Accepter la demande de ${memberName}` }).click();
    await expect(received.getByText('Aucune demande en attente.')).toBeVisible();
    await expect(connections.getByRole('region', { name: 'Vos connexions' }).getByText(memberName, { exact: true })).toBeVisible();

    // And the first member, back on the page, is connected too.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Vos connexions' }).getByText(otherName, { exact: true })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Événements' }).click();
    await expect(otherCard.getByRole('button', { name: 'Connectés' })).toBeDisabled();

    await expectNoAxeViolations(page);
    await otherPage.context().close();
  });
});
