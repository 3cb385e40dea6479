import { MODERATED_PLACEHOLDER, type ChatHistory, type ChatMessage } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { addLiveMessage, flattenHistory, updateMessage, type HistoryData } from './chat-cache';
import { buildTimeline, pendingReducer, type PendingMessage } from './timeline';

const ME = 'member-1';

function message(id: string, content = `message ${id}`, userId: string | null = 'someone'): ChatMessage {
  return {
    id,
    channelId: 'channel-1',
    content,
    pseudonym: userId === ME ? 'Louve' : 'Loup',
    author: userId
      ? { id: userId, username: userId, displayName: userId === ME ? 'Louve' : 'Loup', avatarUrl: null, level: 1, rank: 'lamb' }
      : null,
    mediaUrls: [],
    replyTo: null,
    likesCount: 0,
    likedByViewer: false,
    createdAt: '2025-06-01T12:00:00.000Z',
  };
}

function copy(clientId: string, content: string, anchorId: string | null, mediaUrls: string[] = []): PendingMessage {
  return { clientId, content, mediaUrls, replyTo: null, status: 'sending', anchorId, createdAt: '2025-06-01T12:01:00.000Z' };
}

function history(...pages: ChatMessage[][]): HistoryData {
  return {
    pages: pages.map((messages, index): ChatHistory => ({ messages, nextCursor: index < pages.length - 1 ? `cursor-${index + 1}` : null })),
    pageParams: pages.map((_, index) => (index === 0 ? undefined : `cursor-${index}`)),
  };
}

const isOwn = (candidate: ChatMessage) => candidate.author?.id === ME;
const ids = (entries: ReturnType<typeof buildTimeline>) =>
  entries.map((entry) => (entry.kind === 'message' ? entry.message.id : `pending:${entry.pending.clientId}`));

describe('history and live messages', () => {
  it('reads older pages first, then the newest page with live messages at the end', () => {
    const data = addLiveMessage(history([message('c'), message('d')], [message('a'), message('b')]), message('e'));
    expect(flattenHistory(data).map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps a message once when the room and the acknowledgement both deliver it', () => {
    const once = addLiveMessage(history([message('a')]), message('b'));
    expect(addLiveMessage(once, message('b'))).toBe(once);
    expect(addLiveMessage(history([message('b')], [message('a')]), message('a'))?.pages[0]?.messages).toHaveLength(1);
  });

  it('waits for the first page instead of inventing one', () => {
    expect(addLiveMessage(undefined, message('a'))).toBeUndefined();
  });

  it('applies a live like count to the message wherever it is loaded', () => {
    const data = updateMessage(history([message('b')], [message('a')]), 'a', (found) => ({ ...found, likesCount: 3 }));
    expect(flattenHistory(data).map((entry) => entry.likesCount)).toEqual([3, 0]);
  });
});

describe('optimistic copies', () => {
  it('shows a message at once, right after the last message known when it was sent', () => {
    const pending = pendingReducer([], { type: 'sent', message: copy('x', 'Bonjour', 'a') });
    const entries = buildTimeline([message('a'), message('b')], pending, isOwn);
    expect(ids(entries)).toEqual(['a', 'pending:x', 'b']);
  });

  it('puts a copy first when it was sent to an empty channel or its anchor is no longer loaded', () => {
    const entries = buildTimeline([message('a')], [copy('x', 'Salut', null), copy('y', 'Re', 'gone')], isOwn);
    expect(ids(entries)).toEqual(['pending:x', 'pending:y', 'a']);
  });

  it('is replaced by the delivered message, even before the acknowledgement names it', () => {
    const pending = [copy('x', '  Bonjour la meute  ', 'a')];
    const echoed = [message('a'), message('b', 'Bonjour la meute', ME)];
    expect(ids(buildTimeline(echoed, pending, isOwn))).toEqual(['a', 'b']);

    // Someone else writing the same words does not stand for my copy.
    const other = [message('a'), message('b', 'Bonjour la meute', 'someone')];
    expect(ids(buildTimeline(other, pending, isOwn))).toEqual(['a', 'pending:x', 'b']);

    expect(pendingReducer(pending, { type: 'delivered', clientId: 'x' })).toEqual([]);
  });

  it('becomes [Message modéré] without its media when moderation refuses it, and stays local', () => {
    const pending = pendingReducer([copy('x', 'Espèce de connard', 'a', ['/media/a.png'])], { type: 'moderated', clientId: 'x' });
    expect(pending).toEqual([expect.objectContaining({ status: 'moderated', content: MODERATED_PLACEHOLDER, mediaUrls: [] })]);
    // A moderated copy is never claimed by an echo: the server stored nothing.
    const entries = buildTimeline([message('a'), message('b', MODERATED_PLACEHOLDER, ME)], pending, isOwn);
    expect(ids(entries)).toEqual(['a', 'pending:x', 'b']);
  });

  it('is marked failed, then moves to the end when retried', () => {
    let pending = pendingReducer([copy('x', 'Hello', 'a')], { type: 'failed', clientId: 'x' });
    expect(pending[0]?.status).toBe('failed');
    pending = pendingReducer(pending, { type: 'retried', clientId: 'x', anchorId: 'c' });
    expect(pending[0]).toMatchObject({ status: 'sending', anchorId: 'c' });
    expect(ids(buildTimeline([message('a'), message('c')], pending, isOwn))).toEqual(['a', 'c', 'pending:x']);
    expect(pendingReducer(pending, { type: 'discarded', clientId: 'x' })).toEqual([]);
  });

  it('does not mark a moderated copy failed when a late timeout arrives', () => {
    const moderated = pendingReducer([copy('x', 'Hello', 'a')], { type: 'moderated', clientId: 'x' });
    expect(pendingReducer(moderated, { type: 'failed', clientId: 'x' })[0]?.status).toBe('moderated');
  });
});
