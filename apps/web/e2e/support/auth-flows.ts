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

/** Signs up, then opens the link of the confirmation mail; ends on /auth, signed out. */
export async function createVerifiedAccount(page: Page, account: Account = newAccount()): Promise<Account> {
  const since = new Date();
  await signUpThroughUi(page, account);
  await expectToast(page, 'Compte créé avec succès !');
  await page.goto(await waitForMailLink(account.email, { since }));
  await expectToast(page, 'Email confirmé', 'Votre adresse est confirmée, vous pouvez vous connecter.');
  return account;
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  return page.getByRole('menu');
}
