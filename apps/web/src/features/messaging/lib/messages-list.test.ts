import { describe, expect, it } from 'vitest';
import { filterConversations, replaceConversationRow } from './messages-list';
import { testConversation, testMember } from './test-conversations';

const list = [
  testConversation('1', [testMember('a', 'Élodie Martin', 'elo_des_bois')], 'private'),
  testConversation('2', [testMember('b', 'Bruno', 'bruno42'), testMember('c', 'Chloé', 'chlo')], 'group', 'Randonnée du dimanche'),
  testConversation('3', [testMember('d', 'Denis', 'loup_gris')], 'group', 'Group Chat'),
];

describe('filterConversations', () => {
  it('keeps everything, in order, for a blank search', () => {
    expect(filterConversations(list, '  ').map((c) => c.id)).toEqual(['1', '2', '3']);
  });

  it('matches a group title, a display name or a username, whatever the case and accents', () => {
    expect(filterConversations(list, 'RANDONNEE').map((c) => c.id)).toEqual(['2']);
    expect(filterConversations(list, 'elodie').map((c) => c.id)).toEqual(['1']);
    expect(filterConversations(list, 'chloe').map((c) => c.id)).toEqual(['2']);
    expect(filterConversations(list, 'LOUP_').map((c) => c.id)).toEqual(['3']);
    expect(filterConversations(list, 'personne')).toEqual([]);
  });
});

describe('replaceConversationRow', () => {
  it('replaces the row in place and leaves an empty cache alone', () => {
    const renamed = { ...list[2]!, title: 'La meute du soir' };
    expect(replaceConversationRow({ conversations: list }, renamed)?.conversations.map((c) => c.title)).toEqual([null, 'Randonnée du dimanche', 'La meute du soir']);
    expect(replaceConversationRow(undefined, renamed)).toBeUndefined();
  });
});
