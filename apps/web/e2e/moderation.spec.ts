import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, newSignedInMember, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast, signIn } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

const [garde, secondGarde] = seed.staff.filter((person) => person.role === 'moderator');

async function signInAsStaff(page: Page, email: string) {
  await signIn(page, { email, password: seed.password });
  await expect(page).toHaveURL('/');
}

test.describe('Reports and the moderation desk (/moderation)', () => {
  test('a member reports a post as illegal content; a moderator bans its author, whose open page loses its session', async ({ page, member, browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    void member;
    // The author is a member made for this test: the e2e database is shared by every spec.
    const author = await newSignedInMember(browser, baseURL);
    const content = `Publication à signaler ${randomUUID().slice(0, 8)}`;
    await author.goto('/feed');
    await author.getByLabel('Votre publication').fill(content);
    await author.getByRole('button', { name: 'Publier' }).click();
    await expectToast(author, 'Publication partagée');

    // The reporter: 'Signaler' on the card, the DSA Art. 16 notice, the acknowledgement.
    await page.goto('/feed');
    const card = page.getByRole('article').filter({ hasText: content });
    await card.getByRole('button', { name: 'Signaler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler ce contenu' });
    await dialog.getByLabel('Motif').selectOption({ label: 'Contenu illicite (DSA art. 16)' });
    await expect(dialog.getByLabel('Adresse exacte du contenu')).toHaveValue(/\/post\/[0-9a-f-]{36}$/);
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    // Nothing typed is lost when the notice is incomplete.
    await expect(dialog.getByRole('alert')).toContainText('Pour un contenu illicite, indiquez l\'explication');
    await dialog.getByLabel('Pourquoi ce contenu est-il illicite ?').fill('Ce message incite à la haine contre un groupe de personnes.');
    await dialog.getByLabel('Votre nom (facultatif)').fill('Louve Vigilante');
    await dialog.getByLabel('Je déclare de bonne foi que les informations fournies sont exactes et complètes').check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    const sent = page.getByRole('dialog', { name: 'Signalement envoyé' });
    await expect(sent).toBeVisible();
    await expect(sent.getByText(/dans les 24 heures ouvrées/)).toBeVisible();
    await expect(sent.getByText(/dans les 7 jours ouvrés/)).toBeVisible();

    // The moderator sees the report with its evidence and bans the author.
    const moderator = await newBrowserPage(browser, baseURL);
    await signInAsStaff(moderator, garde!.email);
    await moderator.goto('/moderation');
    await expect(moderator.getByRole('heading', { level: 1, name: 'Tableau de modération' })).toBeVisible();
    const report = moderator.getByRole('article').filter({ hasText: content });
    await expect(report.getByText('Contenu illicite (DSA art. 16)')).toBeVisible();
    await expect(report.getByText('Ce message incite à la haine contre un groupe de personnes.')).toBeVisible();
    await report.getByRole('button', { name: 'Prendre une décision' }).click();
    const decision = moderator.getByRole('dialog', { name: /^Décision concernant/ });
    await decision.getByLabel('Décision').selectOption({ label: 'Bannissement' });
    await decision.getByLabel('Motif (règle enfreinte)').fill('Charte : discours de haine');
    await decision.getByLabel('Faits').fill('Publication incitant à la haine, signalée comme contenu illicite.');
    await decision.getByRole('button', { name: 'Appliquer la décision' }).click();
    await expectToast(moderator, 'Décision appliquée');

    // The author's open page learns it at once: signed out, without a reload.
    await expectToast(author, 'Votre session a pris fin');
    await expect(author.getByRole('button', { name: 'Menu du compte' })).toHaveCount(0);
    await expect(author.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  });

  test("a member who opens /moderation reads 'Accès réservé à l'équipe de modération'", async ({ page, member }) => {
    void member;
    await page.goto('/moderation');
    await expect(page.getByRole('alert').getByText("Accès réservé à l'équipe de modération")).toBeVisible();
    await expect(page.getByRole('tab', { name: /Signalements/ })).toHaveCount(0);
  });

  test('a moderator finds the four tabs, the menu link, and axe finds no violation', async ({ browser, baseURL }) => {
    const moderator = await newBrowserPage(browser, baseURL);
    await signInAsStaff(moderator, secondGarde!.email);
    await moderator.getByRole('button', { name: 'Menu du compte' }).click();
    await moderator.getByRole('menuitem', { name: 'Modération' }).click();
    await expect(moderator).toHaveURL('/moderation');
    for (const tab of ['Signalements', 'Actions', 'Utilisateurs', 'Paramètres']) {
      await expect(moderator.getByRole('tab', { name: new RegExp(`^${tab}`) })).toBeVisible();
    }
    await expect(moderator.getByRole('heading', { name: 'Signalements en attente' })).toBeVisible();
    await expectNoAxeViolations(moderator);
    await moderator.getByRole('tab', { name: 'Actions' }).click();
    await expect(moderator.getByRole('heading', { name: 'Journal des décisions' })).toBeVisible();
    await expectNoAxeViolations(moderator);
  });
});
