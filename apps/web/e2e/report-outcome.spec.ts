import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, newSignedInMember, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast, signIn } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

const [, secondGarde] = seed.staff.filter((person) => person.role === 'moderator');

async function reportPost(page: Page, content: string) {
  await page.goto('/feed');
  await page.getByRole('article').filter({ hasText: content }).getByRole('button', { name: 'Signaler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler ce contenu' });
  await dialog.getByLabel('Motif').selectOption({ label: 'Spam' });
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(page.getByRole('dialog', { name: 'Signalement envoyé' })).toBeVisible();
}

test.describe('The reporter hears back (DSA Art. 16(5))', () => {
  test('two members report one post: the desk shows one entry of 2, its deletion reaches both reporters with the redress', async ({ page, member, browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    void member;
    const author = await newSignedInMember(browser, baseURL);
    const content = `Achetez mes cristaux miracles ${randomUUID().slice(0, 8)}`;
    await author.goto('/feed');
    await author.getByLabel('Votre publication').fill(content);
    await author.getByRole('button', { name: 'Publier' }).click();
    await expectToast(author, 'Publication partagée');

    const secondReporter = await newSignedInMember(browser, baseURL);
    await reportPost(page, content);
    await reportPost(secondReporter, content);

    // One queue entry with its count, not two cards for the same post.
    const moderator = await newBrowserPage(browser, baseURL);
    await signIn(moderator, { email: secondGarde!.email, password: seed.password });
    await moderator.goto('/moderation');
    const entry = moderator.getByRole('article').filter({ hasText: content });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText('2 signalements')).toBeVisible();
    await expectNoAxeViolations(moderator);

    await entry.getByRole('button', { name: 'Prendre une décision' }).click();
    const decision = moderator.getByRole('dialog', { name: /^Décision concernant/ });
    await decision.getByLabel('Décision').selectOption({ label: 'Suppression du contenu' });
    await decision.getByLabel('Motif (règle enfreinte)').fill('Charte : pas de publicité');
    await decision.getByLabel('Faits').fill('Publicité pour des produits miracles, signalée deux fois.');
    await decision.getByRole('button', { name: 'Appliquer la décision' }).click();
    await expectToast(moderator, 'Décision appliquée');
    await expect(entry).toHaveCount(0);

    // Each reporter finds the outcome and where to turn if they disagree.
    for (const reporter of [page, secondReporter]) {
      await reporter.goto('/notifications');
      const outcome = reporter.getByText('Votre signalement a été examiné : le contenu signalé a été retiré.');
      await expect(outcome).toHaveCount(1);
      await expect(
        reporter.getByText('Vous pouvez contester cette décision pendant six mois, saisir un organisme de règlement extrajudiciaire des litiges certifié ou la justice.'),
      ).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });
});
