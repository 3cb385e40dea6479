import type { Browser, Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast, signInThroughUi } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

const [garde, secondGarde] = seed.staff.filter((person) => person.role === 'moderator');

/** A moderator's API session in its own browser (the desk's screens have their own spec). */
async function staffPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await newBrowserPage(browser, baseURL);
  const signedIn = await page.request.post('/api/auth/sign-in', { data: { email, password: seed.password } });
  expect(signedIn.status()).toBe(200);
  return page;
}

// DSA Art. 20: a banned member cannot sign in, yet appeals the ban from the refused sign-in.
test('a banned member appeals from the sign-in form; another moderator reverses it and they sign in again', async ({ page, verifiedAccount, browser, baseURL }) => {
  test.setTimeout(STORY_TIMEOUT_MS);
  const moderator = await staffPage(browser, baseURL, garde!.email);
  const found = (await (await moderator.request.get(`/api/moderation/users?q=${encodeURIComponent(verifiedAccount.email)}`)).json()) as { users: { id: string }[] };
  const memberId = found.users[0]!.id;
  const banned = await moderator.request.post('/api/moderation/actions', {
    data: { type: 'ban', userId: memberId, ground: 'Charte : harcèlement', facts: 'Messages insultants répétés' },
  });
  expect(banned.status()).toBe(201);

  await signInThroughUi(page, verifiedAccount);
  const notice = page.getByRole('region', { name: 'Compte suspendu' });
  await expect(notice.getByText('Ce compte a été suspendu.', { exact: false })).toBeVisible();
  await expect(notice.getByText('Faire appel de la décision')).toBeVisible();
  await expectNoAxeViolations(page);

  // An empty appeal is refused in place; what is typed next is what goes.
  await notice.getByRole('button', { name: "Envoyer l'appel" }).click();
  await expect(notice.getByRole('alert').filter({ hasText: 'Certaines informations sont invalides' })).toBeVisible();
  await notice.getByLabel('Votre appel').fill("Je n'ai insulté personne : ces messages étaient des citations.");
  await notice.getByRole('button', { name: "Envoyer l'appel" }).click();
  await expect(notice.getByText("Votre appel a été transmis : un autre membre de l'équipe de modération le tranchera.")).toBeVisible();

  // Another moderator finds the appeal and reverses the ban.
  const other = await staffPage(browser, baseURL, secondGarde!.email);
  const queue = (await (await other.request.get('/api/moderation/appeals')).json()) as { appeals: { id: string; user: { id: string } | null }[] };
  const appeal = queue.appeals.find((entry) => entry.user?.id === memberId);
  expect(appeal).toBeDefined();
  const reversed = await other.request.post(`/api/moderation/appeals/${appeal!.id}/decide`, { data: { outcome: 'reversed', note: 'Citations, pas des insultes' } });
  expect(reversed.status()).toBe(200);

  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expectToast(page, 'Connexion réussie !');
  await expect(page).toHaveURL('/');
});
