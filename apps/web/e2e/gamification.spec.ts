import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';

test.describe('Gamification page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/gamification');
    await expect(page.getByRole('heading', { level: 1, name: 'Gamification' })).toBeVisible();
  });

  test('the levels tab lists the ten levels, the XP gains and the badge ranks', async ({ page }) => {
    await page.getByRole('tab', { name: 'Niveaux' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Niveaux' });
    const levels = panel.getByRole('table').first();
    await expect(levels.getByRole('row')).toHaveCount(11);
    await expect(levels.getByRole('row', { name: /Loup ou Louve enragé mythique/ })).toContainText(/5\s?500\sXP/);
    await expect(levels.getByRole('row', { name: /Agneau Curieux/ })).toContainText(/0\sXP/);

    const gains = panel.getByRole('table').nth(1);
    await expect(gains.getByRole('row', { name: /Organisation d'un événement/ })).toContainText(/\+100\sXP/);
    await expect(gains.getByRole('row', { name: /Connexion quotidienne/ })).toContainText(/\+5\sXP/);

    const ranks = panel.getByRole('table').nth(2);
    await expect(ranks.getByRole('rowheader')).toHaveText([
      'Agneau',
      'Mouton',
      'Chèvre',
      'Bélier',
      'Berger',
      'Loup',
      'Loup Alpha',
      'Fenrir Mythique',
    ]);
  });

  test('the overview explains the badge without inventing a member’s progress', async ({ page }) => {
    const panel = page.getByRole('tabpanel', { name: 'Aperçu' });
    await expect(panel.getByRole('region', { name: 'Votre progression' })).toContainText('aucun chiffre');
    await expect(panel.getByText('Gagner 25 XP')).toBeVisible();

    // Below the top rank: a progress bar, the next rank and the XP still needed (SPEC §4).
    const onTheWay = panel.getByRole('listitem').filter({ hasText: 'Exemple : 350 XP' });
    await expect(onTheWay.getByRole('progressbar', { name: 'Progression du rang Chèvre' })).toHaveAttribute('aria-valuenow', '40');
    await expect(onTheWay.getByText('Prochain rang : Bélier, encore 150 XP')).toBeVisible();

    // The top rank: 100 % and no next-rank line.
    const top = panel.getByRole('listitem').filter({ hasText: 'Exemple : 8 000 XP' });
    await expect(top.getByRole('progressbar', { name: 'Progression du rang Fenrir Mythique' })).toHaveAttribute('aria-valuenow', '100');
    await expect(top.getByText(/Prochain rang/)).toHaveCount(0);
  });

  test('achievements are listed and the leaderboard says it is not ready yet', async ({ page }) => {
    await page.getByRole('tab', { name: 'Succès' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Succès' }).getByRole('heading', { level: 3 })).toHaveText([
      'Premier pas',
      'Communicateur',
      'Participant',
      'Mentor',
      'Organisateur',
      'Influenceur',
    ]);

    await page.getByRole('tab', { name: 'Classement' }).click();
    const leaderboard = page.getByRole('tabpanel', { name: 'Classement' });
    await expect(leaderboard.getByRole('heading', { name: 'Le classement arrive bientôt' })).toBeVisible();
    await expect(leaderboard.getByRole('table')).toHaveCount(0);
  });

  test('every tab passes an axe-core audit', async ({ page }) => {
    await expectNoAxeViolations(page);
    for (const tab of ['Niveaux', 'Succès', 'Classement']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
