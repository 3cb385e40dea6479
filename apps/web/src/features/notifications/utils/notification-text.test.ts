import type { NotificationActor, NotificationGroup } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
// Web unit tests run without the @/ alias (vitest.config.ts): the app's translator by its path.
// eslint-disable-next-line no-restricted-imports
import { translatorFor } from '../../../lib/i18n/test-translator';
// eslint-disable-next-line no-restricted-imports
import { channelLabelKey } from '../../../entities/channel/channel-label';
import { notificationNote, notificationSubject, notificationText } from './notification-text';

const marie: NotificationActor = { id: '1', username: 'marie', displayName: 'Marie', avatarUrl: null };
const paul: NotificationActor = { id: '2', username: 'paul', displayName: '', avatarUrl: null };

function group(overrides: Partial<NotificationGroup>): NotificationGroup {
  return { id: 'g', kind: 'post.liked', data: {}, link: null, actors: [], actorCount: 0, count: 1, readAt: null, createdAt: '2026-11-24T10:00:00Z', ...overrides };
}

describe('notificationText', () => {
  it('names one, two, or the first and how many others, in French', async () => {
    const t = await translatorFor('fr');
    expect(notificationText(t, group({ actors: [marie], actorCount: 1 }))).toBe('Marie a aimé votre publication');
    expect(notificationText(t, group({ actors: [marie, paul], actorCount: 2 }))).toBe('Marie et paul ont aimé votre publication');
    expect(notificationText(t, group({ actors: [marie, paul], actorCount: 5 }))).toBe('Marie et 4 autres ont aimé votre publication');
  });

  it('reads naturally in English and Spanish too', async () => {
    const en = await translatorFor('en');
    const es = await translatorFor('es');
    expect(notificationText(en, group({ kind: 'mention', actors: [marie, paul], actorCount: 3 }))).toBe('Marie and 2 others mentioned you');
    expect(notificationText(es, group({ kind: 'post.commented', actors: [marie], actorCount: 1 }))).toBe('Marie ha comentado tu publicación');
  });

  it('keeps the plain text of a kind without an actor', async () => {
    const t = await translatorFor('fr');
    expect(notificationText(t, group({ kind: 'dating.match', actors: [] }))).toBe("Nouvelle affinité : l'intérêt est réciproque !");
    expect(notificationText(t, group({ kind: 'post.liked', actors: [] }))).toBe("Quelqu'un a aimé votre publication.");
  });

  it('says what became of a report, with the redress open to its reporter under it', async () => {
    const t = await translatorFor('fr');
    const decided = (outcome: string) => group({ kind: 'report.decided', data: { outcome } });
    expect(notificationText(t, decided('removed'))).toBe('Votre signalement a été examiné : le contenu signalé a été retiré.');
    expect(notificationText(t, decided('dismissed'))).toBe("Votre signalement a été examiné : aucune mesure n'a été prise.");
    expect(notificationNote(t, 'report.decided')).toContain('règlement extrajudiciaire des litiges');
    expect(notificationNote(t, 'post.liked')).toBeNull();
    const en = await translatorFor('en');
    expect(notificationText(en, decided('actioned'))).toBe("Your report was reviewed: action was taken against the content's author.");
  });

  it('has a text for every kind in every language', async () => {
    const { NOTIFICATION_KINDS } = await import('@la-meute/shared');
    for (const language of ['fr', 'en', 'es'] as const) {
      const t = await translatorFor(language);
      for (const kind of NOTIFICATION_KINDS) {
        for (const actorCount of [0, 1, 2, 3]) {
          const text = notificationText(t, group({ kind, actors: actorCount ? [marie, paul].slice(0, actorCount) : [], actorCount }));
          expect(text, `${language} ${kind} ${actorCount}`).not.toMatch(/notifications\.|{{/);
        }
      }
    }
  });
});

describe('notificationSubject', () => {
  const asWritten = { channel: (name: string) => name };

  it('picks what the notification is about, ignoring blanks', async () => {
    const labels = { t: await translatorFor('fr'), ...asWritten };
    expect(notificationSubject({ postExcerpt: '  ', topicTitle: 'Yoga au parc' }, labels)).toBe('Yoga au parc');
    expect(notificationSubject({ count: 3 }, labels)).toBeNull();
  });

  it.each([
    ['fr', 'Premier pas', 'Organisateur'],
    ['en', 'First Step', 'Organiser'],
  ] as const)('names an unlocked achievement in %s, never by its key', async (language, firstStep, organiser) => {
    const labels = { t: await translatorFor(language), ...asWritten };
    expect(notificationSubject({ achievement: 'firstStep' }, labels)).toBe(firstStep);
    expect(notificationSubject({ achievement: 'organiser' }, labels)).toBe(organiser);
  });

  it('names a chat channel the way the chat does', async () => {
    const t = await translatorFor('fr');
    const channel = (name: string) => {
      const key = channelLabelKey(name);
      return key ? t(key) : name;
    };
    const labels = { t, channel };
    expect(notificationSubject({ channelName: 'general', messageExcerpt: 'Salut' }, labels)).toBe('Général');
  });
});
