import { expect, test } from './fixtures';
import {
  createVerifiedAccount,
  expectToast,
  newAccount,
  openUserMenu,
  signInThroughUi,
  signUpThroughUi,
} from './support/auth-flows';
import { waitForMailLink } from './support/outbox';

test.describe('Account life cycle', () => {
  test('a visitor signs up, confirms the email, signs in, sees the account menu and signs out', async ({ page }) => {
    const account = newAccount();
    const since = new Date();
    await signUpThroughUi(page, account);
    await expectToast(
      page,
      'Compte créé avec succès !',
      'Bienvenue dans notre communauté ! Vous pouvez maintenant vous connecter.',
    );
    // SPEC §4: sign-up success clears the form.
    await expect(page.getByLabel('Email')).toHaveValue('');

    await page.goto(await waitForMailLink(account.email, { since }));
    await expectToast(page, 'Email confirmé');

    await signInThroughUi(page, account);
    await expectToast(page, 'Connexion réussie !', 'Bienvenue de retour dans la communauté !');
    await expect(page).toHaveURL('/');

    const menu = await openUserMenu(page);
    await expect(menu.getByText(account.email)).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expectToast(page, 'Déconnexion réussie', 'Vous avez bien été déconnecté·e.');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });

  test('a member who forgot the password resets it from the mailed link', async ({ page, verifiedAccount }) => {
    const since = new Date();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Mot de passe oublié' }).click();
    await page.getByLabel('Email').fill(verifiedAccount.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expectToast(page, 'Email envoyé', 'Vérifiez votre email pour réinitialiser votre mot de passe.');

    await page.goto(await waitForMailLink(verifiedAccount.email, { since }));
    await expect(page.getByRole('tab')).toHaveCount(0);
    const newPassword = `${verifiedAccount.password}-neuf`;
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await expectToast(page, 'Mot de passe mis à jour', 'Votre mot de passe a été mis à jour avec succès.');
    await expect(page).toHaveURL('/');

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expectToast(page, 'Déconnexion réussie');

    await signInThroughUi(page, { email: verifiedAccount.email, password: newPassword });
    await expectToast(page, 'Connexion réussie !');
    await expect(page).toHaveURL('/');
  });

  test('a signed-in member opening /auth is taken home', async ({ page, member }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
    await openUserMenu(page);
    await expect(page.getByRole('menu').getByText(member.email)).toBeVisible();
  });
});

test.describe('Sign-in and sign-up errors', () => {
  test('a wrong password is refused', async ({ page, verifiedAccount }) => {
    await signInThroughUi(page, { email: verifiedAccount.email, password: 'pas-le-bon-mot' });
    await expectToast(page, 'Erreur de connexion', 'Email ou mot de passe incorrect.');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('signing in before confirming the email asks to confirm it', async ({ page }) => {
    const account = newAccount();
    await signUpThroughUi(page, account);
    await expectToast(page, 'Compte créé avec succès !');
    await signInThroughUi(page, account);
    await expectToast(page, 'Erreur de connexion', 'Veuillez confirmer votre email avant de vous connecter.');
  });

  test('signing up with an email already used is refused', async ({ page }) => {
    const account = await createVerifiedAccount(page);
    await signUpThroughUi(page, { ...account, password: `${account.password}-bis` });
    await expectToast(
      page,
      "Erreur d'inscription",
      'Cet email est déjà utilisé. Essayez de vous connecter ou utilisez un autre email.',
    );
  });

  test('mismatched passwords disable sign-up and show a hint', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Email').fill(newAccount().email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('sentier-boise');
    await page.getByLabel('Confirmer le mot de passe').fill('sentier-boisé');
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeDisabled();

    await page.getByLabel('Confirmer le mot de passe').fill('sentier-boise');
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  });

  test('an empty sign-in form asks to fill every field', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expectToast(page, 'Erreur', 'Veuillez remplir tous les champs');
  });
});
