import { describe, expect, it } from 'vitest';
import { describeNotification, digestMail } from './notification-texts';

describe('push and mail texts', () => {
  it.each([
    ['fr', 'Vous avez débloqué un succès : Premier pas !'],
    ['en', 'You unlocked an achievement: First Step!'],
    ['es', '¡Has desbloqueado un logro: Primer paso!'],
  ] as const)('name an unlocked achievement in %s, not by its key', (language, body) => {
    const text = describeNotification({ kind: 'achievement.unlocked', data: { achievement: 'firstStep' }, actor: null }, language);
    expect(text.body).toBe(body);
  });

  it('quote a seeded channel by its name in the language', () => {
    const data = { channelName: 'general', name: 'Loup gris' };
    expect(describeNotification({ kind: 'chat.replied', data, actor: null }, 'fr').body).toBe('Loup gris a répondu à votre message « Général »');
    expect(describeNotification({ kind: 'chat.replied', data, actor: null }, 'es').body).toBe('Loup gris respondió a tu mensaje «General»');
  });

  it('quote any other channel, or an unknown achievement, as written', () => {
    const channel = describeNotification({ kind: 'chat.replied', data: { channelName: 'constructor' }, actor: null }, 'fr');
    expect(channel.body).toBe("Quelqu'un a répondu à votre message « constructor »");
    const achievement = describeNotification({ kind: 'achievement.unlocked', data: { achievement: 'nightOwl' }, actor: null }, 'en');
    expect(achievement.body).toBe('You unlocked an achievement: nightOwl!');
  });
});

describe('the digest mail', () => {
  const mail = (language: 'fr' | 'en' | 'es', count: number) =>
    digestMail({ language, frequency: 'daily', siteName: 'La Meute', lines: [], count, notificationsUrl: 'u', unsubscribeUrl: 'v' });

  it.each([
    ['fr', 1, 'Vous avez 1 notification non lue :'],
    ['fr', 3, 'Vous avez 3 notifications non lues :'],
    ['en', 1, 'You have 1 unread notification:'],
    ['en', 2, 'You have 2 unread notifications:'],
    ['es', 1, 'Tienes 1 notificación sin leer:'],
    ['es', 2, 'Tienes 2 notificaciones sin leer:'],
  ] as const)('counts in %s: %i → "%s"', (language, count, intro) => {
    expect(mail(language, count).text.split('\n')[0]).toBe(intro);
  });
});
