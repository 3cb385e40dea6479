import { FALLBACK_CHANNELS, formatRelativeTimeFr, getRelativeTime, MODERATED_PLACEHOLDER } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CHAT_CHANNELS, pickChannel, type ChatChannel } from './channels';

// Read through Vite's glob rather than an import: features may not import across folders.
const [fr] = Object.values(import.meta.glob<Record<string, string>>('../../../locales/fr.json', { eager: true, import: 'default' }));

function translate(key: string, values: Record<string, string | number> = {}): string {
  const text = fr?.[key];
  if (text === undefined) throw new Error(`missing key ${key}`);
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text);
}

describe('chat texts required word for word by the SPEC (French interface)', () => {
  it.each([
    ['common.loading', 'Chargement...'],
    ['chat.auth.title', 'Authentification requise'],
    ['chat.toast.signInRequired', 'Connexion requise'],
    ['chat.toast.signInToSend', 'Veuillez vous connecter pour envoyer des messages.'],
    ['chat.toast.signInToLike', 'Veuillez vous connecter pour aimer les messages.'],
    ['chat.toast.sendFailed', "Impossible d'envoyer le message. Veuillez réessayer."],
    ['profileDialog.message', 'Message privé'],
    ['profileDialog.add', 'Ajouter'],
    ['profileDialog.error', 'Impossible de charger le profil.'],
    ['profileDialog.notFound.title', 'Profil non trouvé'],
    ['profileDialog.notFound.description', "Ce profil n'existe pas ou n'est pas accessible."],
  ])('%s', (key, text) => {
    expect(translate(key)).toBe(text);
  });

  it('replaces a refused message by the SPEC placeholder', () => {
    expect(MODERATED_PLACEHOLDER).toBe('[Message modéré]');
  });

  it.each([
    ['30 minutes', 30 * 60 * 1000],
    ['5 hours', 5 * 60 * 60 * 1000],
    ['3 days', 3 * 24 * 60 * 60 * 1000],
  ])('writes relative times like formatRelativeTimeFr, %s ago', (_label, elapsed) => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    const relative = getRelativeTime(now - elapsed, now);
    // A counted text has one form per French plural category (i18next's key_one, key_other…).
    const plural = new Intl.PluralRules('fr').select(relative.value);
    const key = relative.unit === 'lessThanHour' ? 'common.time.lessThanHour' : `common.time.${relative.unit}_${plural}`;
    expect(translate(key, { count: relative.value })).toBe(formatRelativeTimeFr(now - elapsed, now));
  });
});

describe('channels', () => {
  it('falls back to the four built-in channels, listed but not openable', () => {
    expect(FALLBACK_CHAT_CHANNELS.map((channel) => channel.name)).toEqual(FALLBACK_CHANNELS.map((channel) => channel.name));
    expect(FALLBACK_CHAT_CHANNELS.every((channel) => !channel.available && channel.messageCount === null)).toBe(true);
  });

  it('opens the channel named in the address, else the first', () => {
    expect(pickChannel(FALLBACK_CHAT_CHANNELS, 'local-meetups')?.name).toBe('local-meetups');
    expect(pickChannel(FALLBACK_CHAT_CHANNELS, 'nowhere')?.name).toBe('holistic-wellness');
    expect(pickChannel([], null)).toBeUndefined();
  });

  it('opens #general when the address names no channel, whichever spoke last', () => {
    const channel = (name: string): ChatChannel => ({ ...FALLBACK_CHAT_CHANNELS[0]!, id: name, name, available: true });
    // As the demo database lists them: #events first.
    const channels = ['events', 'general', 'help', 'wellbeing'].map(channel);
    expect(pickChannel(channels, null)?.name).toBe('general');
    expect(pickChannel(channels, 'help')?.name).toBe('help');
    expect(pickChannel(channels, 'nowhere')?.name).toBe('general');
  });
});
