import { describe, expect, it } from 'vitest';
import fr from '../../locales/fr.json';
import { channelLabelKey } from './channel-label';

describe('channel names (the chat and the landing alike)', () => {
  it('translates the seeded channels and shows any other name as written', () => {
    const translate = (key: string | null) => (key === null ? null : (fr as Record<string, string>)[key]);
    expect(['general', 'wellbeing', 'events', 'help'].map((name) => translate(channelLabelKey(name)))).toEqual([
      'Général',
      'Bien-être',
      'Événements',
      'Entraide',
    ]);
    expect(channelLabelKey('clairiere')).toBeNull();
    expect(channelLabelKey('constructor')).toBeNull();
  });
});
