import { ERROR_CODES } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

const LOCALES: Record<string, Record<string, unknown>> = { fr, en, es };

// Plain code-unit order, the same as Array.prototype.sort without a comparator.
function isSorted(keys: string[]): boolean {
  return keys.every((key, index) => index === 0 || (keys[index - 1] ?? '') < key);
}

describe.each(Object.entries(LOCALES))('locale %s', (language, messages) => {
  const keys = Object.keys(messages);

  it('is a flat object of non-empty strings', () => {
    const invalid = keys.filter((key) => {
      const value = messages[key];
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(invalid, `${language}: empty or non-string values`).toEqual([]);
  });

  it('lists its keys in alphabetical order', () => {
    expect(isSorted(keys), `${language}: keys are not sorted`).toBe(true);
  });

  it('has exactly the keys of the French reference', () => {
    const reference = new Set(Object.keys(fr));
    const own = new Set(keys);
    expect([...reference].filter((key) => !own.has(key)), `${language}: missing keys`).toEqual([]);
    expect(keys.filter((key) => !reference.has(key)), `${language}: keys absent from fr`).toEqual([]);
  });

  it('translates every error code of the shared contract', () => {
    const missing = ERROR_CODES.filter((code) => !keys.includes(`errors.${code}`));
    expect(missing, `${language}: untranslated error codes`).toEqual([]);
  });

  it('keeps the same interpolation variables as French', () => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const drifted = keys.filter(
      (key) => JSON.stringify(variables(messages[key])) !== JSON.stringify(variables((fr as Record<string, unknown>)[key])),
    );
    expect(drifted, `${language}: interpolation variables differ from fr`).toEqual([]);
  });
});

describe('French texts required word for word by the SPEC', () => {
  it.each([
    ['errors.auth.email_taken', 'Cet email est déjà utilisé. Essayez de vous connecter ou utilisez un autre email.'],
    ['errors.auth.invalid_email', "Format d'email invalide."],
    ['errors.auth.password_too_short', 'Le mot de passe doit contenir au moins 6 caractères.'],
    ['errors.auth.invalid_credentials', 'Email ou mot de passe incorrect.'],
    ['errors.auth.email_not_verified', 'Veuillez confirmer votre email avant de vous connecter.'],
    ['auth.validation.fieldsRequired', 'Veuillez remplir tous les champs'],
    ['auth.validation.passwordsMismatch', 'Les mots de passe ne correspondent pas'],
    ['auth.validation.passwordTooShort', 'Le mot de passe doit contenir au moins 6 caractères'],
  ])('%s', (key, text) => {
    expect((fr as Record<string, string>)[key]).toBe(text);
  });
});

// The SPEC quotes these in English: they are the English interface's words; French and Spanish
// translate them.
describe('English texts required word for word by the SPEC', () => {
  it.each([
    ['auth.signUp.passwordsMismatchHint', "Passwords don't match", 'Les mots de passe ne correspondent pas'],
    ['auth.signOut.success.title', 'Signed out', 'Déconnexion réussie'],
    ['auth.signOut.success.description', "You've been successfully signed out.", 'Vous avez bien été déconnecté·e.'],
    ['notFound.title', 'Oops! Page not found', 'Oups ! Page introuvable'],
    ['errorBoundary.title', 'Something went wrong', 'Une erreur est survenue'],
    ['post.notFound.title', 'Post not found', 'Publication introuvable'],
    ['post.notFound.back', 'Go Back', 'Retour'],
    ['post.comments.empty', 'No comments yet. Be the first to share your thoughts!', "Aucun commentaire pour l'instant. Partagez votre avis en premier !"],
  ])('%s', (key, english, french) => {
    expect((en as Record<string, string>)[key]).toBe(english);
    expect((fr as Record<string, string>)[key]).toBe(french);
  });
});
