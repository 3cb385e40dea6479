import type { FeedPage, Post } from '@la-meute/shared';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { feedKeys } from '../api/query-keys';
import { prependCachedPost } from './post-cache';

type FeedData = InfiniteData<FeedPage>;

const emptyFeed = (): FeedData => ({ pages: [{ posts: [], nextCursor: null }], pageParams: [null] });
const postWith = (content: string) => ({ id: content, content }) as Post;
const idsIn = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<FeedData>(key)?.pages.flatMap((page) => page.posts.map((post) => post.id));

describe('prependCachedPost', () => {
  it('puts a new post on top of the feed, and of a hashtag page only when it carries the tag', () => {
    const client = new QueryClient();
    for (const key of [feedKeys.list('me'), feedKeys.tagList('me', 'calme'), feedKeys.tagList('me', 'lune')]) client.setQueryData(key, emptyFeed());

    prependCachedPost(client, postWith('Une soirée #Calme'));

    expect(idsIn(client, feedKeys.list('me'))).toEqual(['Une soirée #Calme']);
    expect(idsIn(client, feedKeys.tagList('me', 'calme'))).toEqual(['Une soirée #Calme']);
    expect(idsIn(client, feedKeys.tagList('me', 'lune'))).toEqual([]);
  });
});
