import { formatRelativeTimeFr, getRelativeTime } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';

// Read through Vite's glob rather than an import: features may not import across folders.
const [fr] = Object.values(import.meta.glob<Record<string, string>>('../../../locales/fr.json', { eager: true, import: 'default' }));

function translate(key: string, count?: number): string {
  // A counted text has one form per French plural category (i18next's key_one, key_other…).
  const text = fr?.[key] ?? (count === undefined ? undefined : fr?.[`${key}_${new Intl.PluralRules('fr').select(count)}`]);
  if (text === undefined) throw new Error(`missing key ${key}`);
  return count === undefined ? text : text.replaceAll('{{count}}', String(count));
}

describe('feed texts required word for word by the SPEC (French interface)', () => {
  it.each([
    ['feed.loadError', 'Impossible de charger les publications'],
    // The SPEC quotes these in English, the English interface's words: French translates them.
    ['post.createFailed', 'Impossible de créer la publication'],
    ['post.loadFailed', 'Impossible de charger la publication'],
    ['post.comments.failed', "Impossible d'ajouter le commentaire"],
    ['media.upload.failed', 'Erreur de téléchargement'],
    ['post.notFound.title', 'Publication introuvable'],
    ['post.notFound.back', 'Retour'],
    ['post.comments.empty', "Aucun commentaire pour l'instant. Partagez votre avis en premier !"],
    ['share.copyFailed', 'Échec de la copie'],
    ['post.author.fallback', 'Utilisateur'],
  ])('%s', (key, text) => {
    expect(translate(key)).toBe(text);
  });
});

describe('French relative time', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');

  it.each([
    ['30 minutes', now - 30 * 60 * 1000],
    ['5 hours', now - 5 * 60 * 60 * 1000],
    ['3 days', now - 3 * 24 * 60 * 60 * 1000],
  ])('reads like formatRelativeTimeFr for %s ago', (_label, date) => {
    const relative = getRelativeTime(date, now);
    const key = relative.unit === 'lessThanHour' ? 'common.time.lessThanHour' : `common.time.${relative.unit}`;
    expect(translate(key, relative.value)).toBe(formatRelativeTimeFr(date, now));
  });
});
