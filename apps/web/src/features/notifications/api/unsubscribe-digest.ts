import { NOTIFICATION_API } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';

/** The digest mail's link: its signed token turns the digest off, without a session. */
export function unsubscribeDigest(token: string): Promise<{ digest: 'off' }> {
  return callApi(NOTIFICATION_API.unsubscribeDigest, { body: { token } });
}

export function useUnsubscribeDigest() {
  return useMutation({ mutationFn: unsubscribeDigest });
}
