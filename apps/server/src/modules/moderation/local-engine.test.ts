import { describe, expect, it } from 'vitest';
import { moderateLocally } from './local-engine';

const verdict = (content: string, recentContents?: string[]) => moderateLocally({ content, recentContents });

describe('local moderation engine', () => {
  it.each([
    'Bonjour la meute, belle journée à toutes et tous !',
    "J'ai arrêté le café et je dors mieux.",
    'Hello everyone, any tips for a morning routine?',
    '¡Hola! ¿Alguien conoce un buen sitio para meditar?',
    'Le cancer du sein : parlons du dépistage avec votre médecin.',
    'Check https://example.org for the event',
    'OK',
  ])('approves ordinary messages: %s', (content) => {
    expect(verdict(content)).toEqual({ approved: true, reasons: [] });
  });

  it.each([
    ['Espèce de connard', 'insult'],
    ["T'es une C0NNA$$E !!", 'insult'],
    ['quel connnnnard celui-là', 'insult'],
    ['fuck you', 'insult'],
    ['eres un gilipollas', 'insult'],
    ['sale arabe', 'hate'],
    ['go back to your country', 'hate'],
    ['vuelve a tu país', 'hate'],
    ['envoie des nudes stp', 'sexual_harassment'],
    ['send me nudes', 'sexual_harassment'],
    ['ensename las tetas', 'sexual_harassment'],
  ])('refuses "%s" as %s', (content, reason) => {
    expect(verdict(content)).toMatchObject({ approved: false, reasons: expect.arrayContaining([reason]) });
  });

  it.each([
    'Les vaccins provoquent l’autisme, c’est prouvé',
    'Arrêtez votre chimio, le jus de citron suffit',
    'Le bicarbonate guérit le cancer en trois semaines',
    'Buvez du MMS, ça soigne tout',
    'Vaccines cause autism',
    'Stop your insulin, fasting cures diabetes',
    'Las vacunas causan autismo',
    'Le sida n’existe pas',
  ])('refuses the health misinformation "%s"', (content) => {
    expect(verdict(content).reasons).toContain('health_misinformation');
  });

  it('does not match a listed word inside another word', () => {
    expect(verdict('Je suis passionné de géopolitique et de salopettes').approved).toBe(true);
  });

  it('spots spam: a flood of links, a run of one character, shouting, the same text again and again', () => {
    expect(verdict('a http://a.fr b http://b.fr c http://c.fr d http://d.fr').reasons).toContain('spam_links');
    expect(verdict('coucou!!!!!!!!!!!!').reasons).toContain('spam_repeated_characters');
    expect(verdict('REJOIGNEZ MON GROUPE MAINTENANT CEST GRATUIT').reasons).toContain('spam_shouting');
    expect(verdict('Achetez mes graines', ['Achetez mes graines', 'achetez mes graines !']).reasons).toContain('spam_duplicate');
    expect(verdict('Achetez mes graines', ['Achetez mes graines']).approved).toBe(true);
  });
});
