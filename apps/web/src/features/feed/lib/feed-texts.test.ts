import { formatRelativeTimeFr, getRelativeTime } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';

// Read through Vite's glob rather than an import: features may not import across folders.
const [fr] = Object.values(import.meta.glob<Record<string, string>>('../../../locales/fr.json', { eager: true, import: 'default' }));

function translate(key: string, count?: number): string {
  const text = fr?.[key];
  if (text === undefined) throw new Error(`missing key ${key}`);
  return count === undefined ? text : text.replaceAll('{{count}}', String(count));
}

describe('feed texts required word for word by the SPEC (French interface)', () => {
  it.each([
    ['feed.loadError', 'Impossible de charger les publications'],
    ['post.createFailed', 'Failed to create post'],
    ['post.loadFailed', 'Failed to load post'],
    ['post.comments.failed', 'Failed to add comment'],
    ['media.upload.failed', 'Erreur de téléchargement'],
    ['post.notFound.title', 'Post not found'],
    ['post.notFound.back', 'Go Back'],
    ['post.comments.empty', 'No comments yet. Be the first to share your thoughts!'],
    ['share.copyFailed', 'Copy failed'],
    ['post.author.fallback', 'User'],
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
