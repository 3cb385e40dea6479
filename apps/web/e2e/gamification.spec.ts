import AxeBuilder from '@axe-core/playwright';
import { expect, STORY_TIMEOUT_MS, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast, openUserMenu } from './support/auth-flows';

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

  test('the overview invites a visitor to sign in and explains the badge', async ({ page }) => {
    const panel = page.getByRole('tabpanel', { name: 'Aperçu' });
    const progress = panel.getByRole('region', { name: 'Votre progression' });
    await expect(progress).toContainText('Connectez-vous pour suivre votre XP');
    await expect(progress.getByRole('link', { name: 'Se connecter' })).toBeVisible();
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

  test('achievements are listed and the leaderboard shows real members', async ({ page }) => {
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
    await expect(leaderboard.getByRole('heading', { name: 'Le classement de la meute' })).toBeVisible();
    // The e2e seed's members, from their real XP; a visitor has no position of their own.
    await expect(leaderboard.getByRole('table').getByRole('rowheader', { name: /Louve des Cimes/ })).toBeVisible();
    await expect(leaderboard.getByText(/Votre position/)).toHaveCount(0);
  });

  test('every tab passes an axe-core audit', async ({ page }) => {
    // Four full-page audits of a 50-row leaderboard: axe alone took over 45 s on a slow CI machine.
    test.setTimeout(STORY_TIMEOUT_MS);
    await expectNoAxeViolations(page);
    for (const tab of ['Niveaux', 'Succès', 'Classement']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('Gamification with real XP', () => {
  test('a member sees their XP, earns more by opening a forum topic, and climbs the leaderboard live', async ({ page, member }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    void member;
    await page.goto('/gamification');
    const overview = page.getByRole('tabpanel', { name: 'Aperçu' });
    const progress = overview.getByRole('region', { name: 'Votre progression' });
    // Today's login: 5 XP, level 1, 5 % of the way to level 2.
    await expect(progress).toContainText(/5\sXP/);
    await expect(progress.getByRole('progressbar', { name: 'Progression du niveau Agneau Curieux' })).toHaveAttribute('aria-valuenow', '5');
    await expect(progress.getByText('Prochain niveau : Agneau Éveillé, encore 95 XP')).toBeVisible();
    await expect(overview.getByRole('progressbar', { name: "Progression de l'objectif : Gagner 25 XP" })).toHaveAttribute('aria-valuenow', '5');

    await page.getByRole('tab', { name: 'Classement' }).click();
    const leaderboard = page.getByRole('tabpanel', { name: 'Classement' });
    await expect(leaderboard.getByText(/Votre position : n° \d+ \(5\sXP\)/)).toBeVisible();
    const before = Number((await leaderboard.getByText(/Votre position/).textContent())?.match(/n° (\d+)/)?.[1]);

    // An action elsewhere (a new forum topic: +25 XP) shows here without reloading.
    const created = await page.request.post('/api/forum/topics', {
      data: { title: `Marcher en forêt ${Date.now()}`, content: 'Une balade du matin pour commencer la journée sereinement.', category: 'wellbeing' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await expect(leaderboard.getByText(/Votre position : n° \d+ \(30\sXP\)/)).toBeVisible();
    const after = Number((await leaderboard.getByText(/Votre position/).textContent())?.match(/n° (\d+)/)?.[1]);
    expect(after).toBeLessThanOrEqual(before);
    await expect(leaderboard.getByRole('row', { name: /\(vous\)/ })).toContainText(/30\sXP/);

    await page.getByRole('tab', { name: 'Aperçu' }).click();
    await expect(progress.getByRole('progressbar', { name: 'Progression du niveau Agneau Curieux' })).toHaveAttribute('aria-valuenow', '30');
    await expect(progress.getByText('Prochain niveau : Agneau Éveillé, encore 70 XP')).toBeVisible();

    // The user menu's rank badge shows the real total.
    const menu = await openUserMenu(page);
    await expect(menu.getByRole('progressbar', { name: 'Progression du rang Agneau' })).toHaveAttribute('aria-valuenow', '30');
    await expect(menu.getByText('Prochain rang : Mouton, encore 70 XP')).toBeVisible();
    // While open, Radix hides the rest of the page from assistive tech: the menu is checked alone.
    const menuAudit = await new AxeBuilder({ page }).include('[role="menu"]').analyze();
    expect(menuAudit.violations.map(({ id }) => id)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Succès' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Succès' }).getByText('Pas encore débloqué')).toHaveCount(6);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Aperçu' }).click();
    await expectNoAxeViolations(page);
  });

  test('organising and joining an event unlock achievements, each with a toast', async ({ page, member }) => {
    void member;
    await page.goto('/gamification');
    await expect(page.getByRole('region', { name: 'Votre progression' })).toContainText(/5\sXP/);
    // The page comes rendered by the server; its live events need the app's connection.
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');

    // After the seeded events, which the landing's calendar lists (landing.spec.ts).
    const next = new Date(Date.now() + 60 * 86_400_000);
    const startsAt = `${next.toISOString().slice(0, 10)}T18:30`;
    const created = await page.request.post('/api/events', {
      data: { title: `Cercle de parole ${Date.now()}`, description: 'Un moment d’échange en ligne.', startsAt, eventType: 'online' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await expectToast(page, 'Succès débloqué', 'Organisateur');

    const { event } = (await created.json()) as { event: { id: string } };
    const registered = await page.request.post(`/api/events/${event.id}/registration`);
    expect(registered.status(), await registered.text()).toBe(201);
    await expectToast(page, 'Succès débloqué', 'Participant');
    // +50 XP for the registration, live.
    await expect(page.getByRole('region', { name: 'Votre progression' })).toContainText(/55\sXP/);

    await page.getByRole('tab', { name: 'Succès' }).click();
    const achievements = page.getByRole('tabpanel', { name: 'Succès' });
    await expect(achievements.getByRole('listitem').filter({ hasText: 'Organisateur' })).toContainText(/Débloqué le/);
    await expect(achievements.getByRole('listitem').filter({ hasText: 'Participant' })).toContainText(/Débloqué le/);
    await expect(achievements.getByText('Pas encore débloqué')).toHaveCount(4);
  });
});
