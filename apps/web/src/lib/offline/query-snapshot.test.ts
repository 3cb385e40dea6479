import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { HeldCopy } from './query-snapshot';

const clientWith = (entries: [string, unknown, number][]) => {
  const client = new QueryClient();
  for (const [key, data, updatedAt] of entries) client.setQueryData([key], data, { updatedAt });
  return client;
};
const keysOf = (copy: HeldCopy) => copy.toState().queries.map((query) => query.queryKey[0]);

describe('the member copy held by a page', () => {
  it('keeps the pages seen before and takes only the newer answers of this one', () => {
    const before = new HeldCopy(undefined);
    before.update(clientWith([['feed', 'old feed', 1_000], ['profile', 'my profile', 2_000]]));
    const page = new HeldCopy(before.toState());
    page.update(clientWith([['feed', 'new feed', 3_000], ['profile', 'stale profile', 500]]));
    const data = Object.fromEntries(page.toState().queries.map((query) => [query.queryKey[0], query.state.data]));
    expect(data).toEqual({ feed: 'new feed', profile: 'my profile' });
    expect(keysOf(page)).toEqual(['feed', 'profile']);
  });

  it('leaves out the oldest answers past its budget, and forgets them', () => {
    const copy = new HeldCopy(undefined, 10_500);
    const text = 'x'.repeat(2_000);
    copy.update(clientWith([['oldest', text, 1], ['middle', text, 2], ['newest', text, 3]]));
    expect(keysOf(copy)).toEqual(['newest', 'middle']);
    copy.update(clientWith([['later', 'small', 4]]));
    expect(keysOf(copy)).toEqual(['later', 'newest', 'middle']);
  });

  it('never keeps a failed answer or one marked as not for offline', () => {
    const client = clientWith([['kept', 'yes', 1]]);
    client.getQueryCache().build(client, { queryKey: ['secret'], meta: { offline: false } });
    client.setQueryData(['secret'], 'no', { updatedAt: 2 });
    const copy = new HeldCopy(undefined);
    copy.update(client);
    expect(keysOf(copy)).toEqual(['kept']);
  });

  it("takes in what the member's other tab saved where it is newer, so the last to save keeps both", () => {
    const thisTab = new HeldCopy(undefined);
    thisTab.update(clientWith([['feed', 'feed here', 2_000], ['forum', 'forum here', 2_000]]));
    const otherTab = new HeldCopy(undefined);
    const saved = otherTab.update(clientWith([['feed', 'older feed', 1_000], ['events', 'events there', 3_000]]));
    thisTab.merge(saved);
    const data = Object.fromEntries(thisTab.toState().queries.map((query) => [query.queryKey[0], query.state.data]));
    expect(data).toEqual({ feed: 'feed here', forum: 'forum here', events: 'events there' });
  });
});
