import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { waitForMailLink } from './outbox';

export type Account = { email: string; password: string };

export function newAccount(): Account {
  const id = randomUUID().slice(0, 8);
  return { email: `louve-${id}@example.org`, password: `Clairiere-${id}` };
}

/** Toasts live in the Radix notification region; Radix also echoes them to screen readers elsewhere. */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const region = toastRegion(page);
  await expect(region.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true }).first()).toBeVisible();
}

export async function signUpThroughUi(page: Page, account: Account) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmer le mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

export async function signInThroughUi(page: Page, account: Account) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * A confirmed account, made as the sign-up form would (the same API call) and confirmed by the
 * mailed link, without a page load: only the stories about those forms go through them. The page
 * stays where it was, signed out.
 */
export async function createVerifiedAccount(page: Page, account: Account = newAccount()): Promise<Account> {
  const since = new Date();
  const created = await page.request.post('/api/auth/sign-up', {
    data: { email: account.email, password: account.password, confirmPassword: account.password, language: 'fr' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const confirmed = await page.request.get(await waitForMailLink(account.email, { since }), { maxRedirects: 0 });
  expect(confirmed.headers().location ?? '', 'the mailed link confirms the address').toContain('verified=1');
  return account;
}

/**
 * Signs `account` in as the sign-in form would (the same API call; its cookie lands in the page's
 * browser context) and opens `path`, where the member's account menu shows. Only the stories about
 * the sign-in form go through it (signInThroughUi).
 */
export async function signIn(page: Page, account: Account, path = '/'): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /Menu du compte|Account menu|Menú de la cuenta/ }).first()).toBeAttached();
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  return page.getByRole('menu');
}
