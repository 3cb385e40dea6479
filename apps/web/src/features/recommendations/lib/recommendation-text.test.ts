import type { Recommendation } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/lib/i18n/test-translator';
import { recommendationText } from './recommendation-text';

const match: Pick<Recommendation, 'content'> = {
  content: {
    template: 'match.nearbySharedInterest',
    params: { count: 3, city: 'Lyon', interest: 'yoga' },
    suggestions: [{ key: 'sayHello', params: {} }, { key: 'openDiscovery', params: {} }, { key: 'refineInterests', params: {} }, { key: 'addLanguages', params: {} }],
  },
};

describe('recommendationText', () => {
  it('reads the template in the reader’s language, with its params and plural', async () => {
    const fr = recommendationText(await translatorFor('fr'), match, 'fr');
    expect(fr.title).toBe('3 membres près de Lyon partagent votre intérêt pour yoga');
    const one = recommendationText(await translatorFor('fr'), { content: { ...match.content, params: { ...match.content.params, count: 1 } } }, 'fr');
    expect(one.title).toBe('1 membre près de Lyon partage votre intérêt pour yoga');
    expect(recommendationText(await translatorFor('en'), match, 'en').title).toBe('3 members near Lyon share your interest in yoga');
  });

  it('shows the first three suggestions only', async () => {
    const { suggestions } = recommendationText(await translatorFor('fr'), match, 'fr');
    expect(suggestions).toEqual(['Envoyez un message à un membre qui partage vos intérêts', "Ouvrez l'onglet Découvrir", "Précisez vos centres d'intérêt"]);
  });

  it('uses the AI’s wording only for a reader of the language it was written in', async () => {
    const phrased = { content: { ...match.content, title: 'Trois yogis à Lyon', description: 'Allez leur dire bonjour.', language: 'fr' } };
    expect(recommendationText(await translatorFor('fr'), phrased, 'fr')).toMatchObject({ title: 'Trois yogis à Lyon', description: 'Allez leur dire bonjour.' });
    expect(recommendationText(await translatorFor('en'), phrased, 'en').title).toBe('3 members near Lyon share your interest in yoga');
  });

  it('names a channel as the chat does', async () => {
    const community = { content: { template: 'community.activeChannel' as const, params: { channel: 'general', count: 12 }, suggestions: [] } };
    const text = recommendationText(await translatorFor('fr'), community, 'fr', (name) => (name === 'general' ? 'Général' : name));
    expect(text.title).toBe('Le salon Général est très actif');
    expect(text.description).toBe('12 messages ces dernières 24 heures : rejoignez la conversation !');
  });
});
