import { expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast, signIn } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

const admin = seed.staff.find((person) => person.role === 'admin')!;

test.describe('AI control centre (/ai-control)', () => {
  test('an admin runs AutoPilot, sees the toast with the executed actions and the new log, and axe finds nothing', async ({ browser, baseURL }) => {
    const page = await newBrowserPage(browser, baseURL);
    await signIn(page, { email: admin.email, password: seed.password });
    await page.goto('/ai-control');
    await expect(page.getByRole('heading', { level: 1, name: 'Centre de contrôle IA' })).toBeVisible();
    await expect(page.getByText('Membres', { exact: true })).toBeVisible();

    const logs = page.getByRole('region', { name: "Journal d'AutoPilot" }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Décisions' }) });
    const before = await logs.count();

    const launch = page.getByRole('button', { name: 'AutoPilot' });
    await launch.click();
    await expectToast(page, 'AI AutoPilot activé');
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(/^\d+ actions? exécutées?$/).first()).toBeVisible();
    await expect(launch).toBeEnabled();

    // The new run is the first log, launched by an administrator, with its decisions and priorities.
    await expect(logs).toHaveCount(Math.min(before + 1, 10));
    const newest = logs.first();
    await expect(newest.getByText('Lancé par un administrateur')).toBeVisible();
    await expect(newest.getByText('Examiner la croissance')).toBeVisible();
    await expect(newest.getByText(/Priorité (haute|moyenne|basse)/).first()).toBeVisible();
    await expect(newest.getByRole('heading', { name: 'Actions exécutées' })).toBeVisible();

    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test("a member who opens /ai-control reads 'Accès réservé aux administrateurs'", async ({ page, member }) => {
    void member;
    await page.goto('/ai-control');
    await expect(page.getByRole('alert').getByText('Accès réservé aux administrateurs')).toBeVisible();
    await expect(page.getByRole('button', { name: 'AutoPilot' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
