import type { ConversationMessage } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { buildThreadItems, messageMedia } from './thread-items';

let nextId = 1;
function message(senderId: string | null, extra: Partial<ConversationMessage> = {}): ConversationMessage {
  const id = String(nextId++);
  return {
    id,
    conversationId: 'c1',
    senderId,
    sender: null,
    content: `message ${id}`,
    messageType: 'text',
    mediaUrl: null,
    createdAt: '2025-06-01T12:00:00.000Z',
    ...extra,
  };
}

describe('the messages of a conversation', () => {
  it("tells the viewer's own messages from the others'", () => {
    const items = buildThreadItems([message('me'), message('ana')], 'me', false);
    expect(items.map((item) => item.own)).toEqual([true, false]);
  });

  it('never names the sender in a two-person conversation', () => {
    const items = buildThreadItems([message('ana'), message('me'), message('ana')], 'me', false);
    expect(items.some((item) => item.showSender)).toBe(false);
  });

  it('names the sender in a group once per run of their messages, never the viewer', () => {
    const items = buildThreadItems([message('ana'), message('ana'), message('bob'), message('me'), message('bob')], 'me', true);
    expect(items.map((item) => item.showSender)).toEqual([true, false, true, false, true]);
  });
});

describe('a media message', () => {
  it('shows an image', () => {
    expect(messageMedia({ messageType: 'image', mediaUrl: '/media/a.png' })).toEqual({ kind: 'image', url: '/media/a.png' });
  });

  it('shows a video', () => {
    expect(messageMedia({ messageType: 'video', mediaUrl: '/media/a.mp4' })).toEqual({ kind: 'video', url: '/media/a.mp4' });
  });

  it('is none without a url, or for a text message', () => {
    expect(messageMedia({ messageType: 'image', mediaUrl: null })).toBeNull();
    expect(messageMedia({ messageType: 'text', mediaUrl: '/media/a.png' })).toBeNull();
  });
});
