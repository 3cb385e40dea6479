import { describe, expect, it } from 'vitest';

// Read through Vite's glob rather than an import: features may not import across folders.
const [fr] = Object.values(import.meta.glob<Record<string, string>>('../../../locales/fr.json', { eager: true, import: 'default' }));

function translate(key: string): string {
  const text = fr?.[key];
  if (text === undefined) throw new Error(`missing key ${key}`);
  return text;
}

// SPEC §8: the title of every account toast, and §5's validation texts, word for word.
describe('account toast texts required word for word by the SPEC (French interface)', () => {
  it.each([
    ['auth.signIn.failure.title', 'Erreur de connexion'],
    ['auth.signUp.failure.title', "Erreur d'inscription"],
    ['common.error', 'Erreur'],
    // The SPEC writes the sign-out toasts in English, the English interface's words: French translates them.
    ['auth.signOut.failure.title', 'Échec de la déconnexion'],
    ['auth.signUp.success.title', 'Compte créé avec succès !'],
    ['auth.signUp.success.description', 'Bienvenue dans notre communauté ! Vous pouvez maintenant vous connecter.'],
    ['auth.signIn.success.title', 'Connexion réussie !'],
    ['auth.signIn.success.description', 'Bienvenue de retour dans la communauté !'],
    ['auth.signOut.success.title', 'Déconnexion réussie'],
    ['auth.signOut.success.description', 'Vous avez bien été déconnecté·e.'],
    ['auth.reset.success.title', 'Email envoyé'],
    ['auth.reset.success.description', 'Vérifiez votre email pour réinitialiser votre mot de passe.'],
    ['auth.newPassword.success.title', 'Mot de passe mis à jour'],
    ['auth.newPassword.success.description', 'Votre mot de passe a été mis à jour avec succès.'],
    ['auth.validation.fieldsRequired', 'Veuillez remplir tous les champs'],
    ['auth.validation.passwordsMismatch', 'Les mots de passe ne correspondent pas'],
    ['auth.validation.passwordTooShort', 'Le mot de passe doit contenir au moins 6 caractères'],
    ['errors.auth.email_taken', 'Cet email est déjà utilisé. Essayez de vous connecter ou utilisez un autre email.'],
    ['errors.auth.invalid_email', "Format d'email invalide."],
    ['errors.auth.password_too_short', 'Le mot de passe doit contenir au moins 6 caractères.'],
    ['errors.auth.invalid_credentials', 'Email ou mot de passe incorrect.'],
    ['errors.auth.email_not_verified', 'Veuillez confirmer votre email avant de vous connecter.'],
  ])('%s', (key, text) => {
    expect(translate(key)).toBe(text);
  });
});

// The sign-in brakes never lock a member out: each refusal says what still works.
describe('what a held-back member is told to do (French interface)', () => {
  it('sends a member whose account is braked to the "Mot de passe oublié" tab and its mailed link', () => {
    expect(translate('errors.auth.account_throttled')).toContain(`« ${translate('auth.tabs.reset')} »`);
    expect(translate('errors.auth.account_throttled')).toMatch(/lien reçu par email/);
  });

  it('tells a newcomer held back by a busy sign-up that another network still works', () => {
    expect(translate('errors.auth.sign_up_busy')).toMatch(/autre réseau/);
  });
});
