import { NOTIFICATION_ROUTES } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The digest mail's link: its signed token turns the digest off, without a session. */
export function unsubscribeDigest(token: string): Promise<{ digest: 'off' }> {
  return apiClient.post<{ digest: 'off' }>(NOTIFICATION_ROUTES.unsubscribe, { token });
}

export function useUnsubscribeDigest() {
  return useMutation({ mutationFn: unsubscribeDigest });
}
