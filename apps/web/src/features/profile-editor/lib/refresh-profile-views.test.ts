import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshProfileViews } from './refresh-profile-views';

function clientWith(entries: { key: string[]; fails?: boolean }[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads: string[] = [];
  for (const { key, fails } of entries) {
    queryClient.setQueryDefaults(key, {
      queryFn: async () => {
        reads.push(key.join('/'));
        if (fails) throw new Error('offline');
        return 'new profile';
      },
    });
    queryClient.setQueryData(key, 'old profile');
  }
  return { queryClient, reads };
}

describe('refreshProfileViews (Sync All)', () => {
  it('reads again what every part shows and counts the five when all succeed', async () => {
    const { queryClient, reads } = clientWith([{ key: ['auth', 'session'] }, { key: ['feed', 'list', 'me'] }, { key: ['messaging', 'conversations'] }]);
    const outcome = await refreshProfileViews(queryClient);
    expect(outcome).toEqual({ synced: ['navbar', 'feed', 'chat', 'messages', 'discovery'], failed: [] });
    expect(reads.sort()).toEqual(['auth/session', 'feed/list/me', 'messaging/conversations']);
    expect(queryClient.getQueryData(['feed', 'list', 'me'])).toBe('new profile');
  });

  it('reports a part whose read failed instead of counting it as synced', async () => {
    const { queryClient } = clientWith([{ key: ['auth', 'session'] }, { key: ['chat', 'history', 'general'], fails: true }]);
    const outcome = await refreshProfileViews(queryClient);
    expect(outcome.failed).toEqual(['chat']);
    expect(outcome.synced).toEqual(['navbar', 'feed', 'messages', 'discovery']);
    expect(queryClient.getQueryData(['chat', 'history', 'general'])).toBe('old profile');
  });
});
