import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, newBrowserPage, STORY_TIMEOUT_MS, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { createVerifiedAccount, expectToast, signIn } from './support/auth-flows';

/**
 * A dating profile, saved as the profile editor would (through its API: the editor is another
 * page's). The city is the story's own, so with the 'Dans ma ville' preference the two members
 * only meet each other, whoever else the shared e2e database holds.
 */
async function saveDatingProfile(page: Page, city: string, age: number) {
  const current = await page.request.get('/api/me/profile');
  const { profile } = (await current.json()) as { profile: Record<string, unknown> };
  const response = await page.request.put('/api/me/profile', {
    data: {
      username: profile.username,
      age,
      privacySettings: profile.privacySettings,
      lookingFor: 'dating',
      interests: ['Yoga', 'Randonnée'],
      languages: ['Français'],
      locationCity: city,
      locationCountry: 'France',
    },
  });
  expect(response.ok()).toBe(true);
}

test.describe('Dating', () => {
  test('two members like each other and both see the match, live and in Affinités', async ({ page, member, browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    const otherPage = await newBrowserPage(browser, baseURL);
    const other = await createVerifiedAccount(otherPage);
    await signIn(otherPage, other);
    const memberName = member.email.split('@')[0]!;
    const otherName = other.email.split('@')[0]!;
    const city = `Clairière-${randomUUID().slice(0, 8)}`;
    await saveDatingProfile(page, city, 34);
    await saveDatingProfile(otherPage, city.toUpperCase(), 36);
    // The other member keeps to their city through the API; the member through the form.
    const saved = await otherPage.request.put('/api/dating/preferences', { data: { minAge: 18, maxAge: 120, distance: 'city' } });
    expect(saved.ok()).toBe(true);

    await page.goto('/dating');
    await expect(page.getByRole('heading', { level: 1, name: 'Rencontres' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Rencontres' });
    await tabs.getByRole('tab', { name: 'Préférences' }).click();
    await page.getByLabel('Distance').selectOption({ label: 'Dans ma ville' });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Préférences enregistrées');

    // The member likes the other one: no match yet, and nobody else is left in their city.
    await tabs.getByRole('tab', { name: 'Découvrir' }).click();
    const otherCard = page.getByRole('article', { name: otherName });
    await expect(otherCard).toBeVisible();
    await expect(otherCard.getByText('36 ans')).toBeVisible();
    await expect(otherCard.getByText(/% compatible/)).toBeVisible();
    await otherCard.getByRole('button', { name: "J'aime" }).click();
    await expect(page.getByText("Personne ne correspond à vos préférences pour l'instant")).toBeVisible();
    await expectNoAxeViolations(page);

    // The other one likes back: the match dialog for them, a live toast for the member.
    await otherPage.goto('/dating');
    const memberCard = otherPage.getByRole('article', { name: memberName });
    await expect(memberCard).toBeVisible();
    await memberCard.getByRole('button', { name: "J'aime" }).click();
    const dialog = otherPage.getByRole('dialog', { name: "C'est une affinité !" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: `Message privé à ${memberName}` })).toHaveAttribute('href', /\/direct-messages\?user=/);
    await expectToast(page, "C'est une affinité !");

    // Both find each other in 'Affinités'.
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await otherPage.getByRole('tab', { name: 'Affinités' }).click();
    await expect(otherPage.getByRole('article', { name: memberName })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Affinités' }).click();
    const match = page.getByRole('article', { name: otherName });
    await expect(match).toBeVisible();
    await expectNoAxeViolations(page);

    // 'Message privé' opens the private conversation with them.
    await match.getByRole('link', { name: `Message privé à ${otherName}` }).click();
    await expect(page).toHaveURL(/\/direct-messages\?user=/);
    await otherPage.context().close();
  });

  test('a visitor is asked to sign in, and axe finds nothing', async ({ page }) => {
    await page.goto('/dating');
    await expect(page.getByRole('heading', { name: 'Les rencontres sont réservées aux membres' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' }).last()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
