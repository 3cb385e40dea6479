import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { removeCachedItem, withoutItem } from './remove-cached-item';

describe('withoutItem', () => {
  it('removes the item at any depth and keeps untouched branches', () => {
    const other = { id: 'b', tags: ['x'] };
    const data = { pages: [{ posts: [{ id: 'a' }, other] }, { posts: [{ id: 'c' }] }], pageParams: [null, 'cursor'] };
    const next = withoutItem(data, 'a');
    expect(next.pages[0]?.posts).toEqual([other]);
    expect(next.pages[0]?.posts[0]).toBe(other);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pageParams).toBe(data.pageParams);
  });

  it('returns the same object when nothing matches', () => {
    const data = { post: { id: 'p' }, comments: [{ id: 'c1' }] };
    expect(withoutItem(data, 'zzz')).toBe(data);
  });
});

describe('removeCachedItem', () => {
  it('takes a removed comment out of every copy of its post page, and nothing elsewhere', () => {
    const client = new QueryClient();
    const chat = { pages: [{ messages: [{ id: 'c1' }] }], pageParams: [null] };
    client.setQueryData(['feed', 'post', 'p1', 'viewer'], { post: { id: 'p1' }, comments: [{ id: 'c1' }, { id: 'c2' }] });
    client.setQueryData(['feed', 'post', 'p1', null], { post: { id: 'p1' }, comments: [{ id: 'c1' }] });
    client.setQueryData(['chat', 'history', 'general', null], chat);

    removeCachedItem(client, { caches: [['feed']], detail: null, id: 'c1' });

    expect(client.getQueryData(['feed', 'post', 'p1', 'viewer'])).toEqual({ post: { id: 'p1' }, comments: [{ id: 'c2' }] });
    expect(client.getQueryData(['feed', 'post', 'p1', null])).toEqual({ post: { id: 'p1' }, comments: [] });
    expect(client.getQueryData(['chat', 'history', 'general', null])).toBe(chat);
  });

  it('marks the removed item\'s own page for a new read', () => {
    const client = new QueryClient();
    client.setQueryData(['forum', 'topic', 't1', null], { topic: { id: 't1' }, replies: [] });
    client.setQueryData(['forum', 'list', { page: 1 }], { topics: [{ id: 't1' }, { id: 't2' }] });

    removeCachedItem(client, { caches: [['forum']], detail: ['forum', 'topic', 't1'], id: 't1' });

    expect(client.getQueryData(['forum', 'list', { page: 1 }])).toEqual({ topics: [{ id: 't2' }] });
    expect(client.getQueryState(['forum', 'topic', 't1', null])?.isInvalidated).toBe(true);
  });
});
