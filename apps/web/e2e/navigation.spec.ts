import { expect, test } from './fixtures';
import { expectToast } from './support/auth-flows';

test('switching the language to English updates the page language and says so', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectToast(page, 'Language changed', 'The site is now in English.');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Pack' })).toBeVisible();
});

test('an unknown address shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/sentier-inconnu');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

test('member pages send visitors to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
});

test('the mobile menu opens from its toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu de navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Menu de navigation' }).getByRole('link', { name: 'Forum' }).click();
  await expect(page).toHaveURL('/forum');
  await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
});
