import { describe, expect, it } from 'vitest';
import { conversationName, participantName } from './conversation-names';
import { filterDirectConversations, findDirectConversationWith } from './direct-conversations';
import { testConversation, testMember } from './test-conversations';

const louve = testConversation('c1', [testMember('u1', 'Louve Grise', 'louve_grise')]);
const renard = testConversation('c2', [testMember('u2', 'Renard', 'roux42')]);
const group = testConversation('c3', [testMember('u1', 'Louve Grise', 'louve_grise'), testMember('u2', 'Renard', 'roux42')], 'group');

describe('the direct-message list', () => {
  it('lists private conversations only, in their order', () => {
    expect(filterDirectConversations([louve, group, renard], '').map((item) => item.id)).toEqual(['c1', 'c2']);
  });

  it('finds a conversation by display name, case-insensitive', () => {
    expect(filterDirectConversations([louve, renard], 'GRISE').map((item) => item.id)).toEqual(['c1']);
  });

  it('finds a conversation by username', () => {
    expect(filterDirectConversations([louve, renard], 'roux').map((item) => item.id)).toEqual(['c2']);
  });

  it('ignores the spaces around the search', () => {
    expect(filterDirectConversations([louve, renard], '  renard ').map((item) => item.id)).toEqual(['c2']);
  });

  it('shows nothing when nobody matches', () => {
    expect(filterDirectConversations([louve, renard], 'ours')).toEqual([]);
  });

  it("finds the private conversation with a member, never a group they are in", () => {
    expect(findDirectConversationWith([group, renard], 'u2')?.id).toBe('c2');
    expect(findDirectConversationWith([group], 'u1')).toBeNull();
  });
});

describe('names', () => {
  it('falls back from the display name to the username, then to none', () => {
    expect(participantName(testMember('u', 'Louve', 'louve'))).toBe('Louve');
    expect(participantName(testMember('u', '  ', 'louve'))).toBe('louve');
    expect(participantName(testMember('u', '', ''))).toBeNull();
    expect(participantName(null)).toBeNull();
  });

  it("names a private conversation after the other person and a group by its title or its members", () => {
    expect(conversationName(louve)).toBe('Louve Grise');
    expect(conversationName(group)).toBe('Louve Grise, Renard');
    expect(conversationName({ ...group, title: 'La meute du nord' })).toBe('La meute du nord');
  });

  it("names a group the server titled 'Group Chat' in the interface's language", () => {
    expect(conversationName({ ...group, title: 'Group Chat' }, 'Discussion de groupe')).toBe('Discussion de groupe');
  });
});
