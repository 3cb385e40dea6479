import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isQueuedWrite, type QueuedWrite } from './outbox-entry';

type ReplayableMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData | QueuedWrite, Error, TVariables, TContext>,
  'networkMode' | 'onSuccess'
> & {
  /** What the server's answer changes in the cache. A queued write shows as pending meanwhile. */
  onSent?: (data: TData, variables: TVariables, context: TContext | undefined) => unknown;
  /** What a write changes once it is answered or queued (a list to fetch again, say). */
  onDone?: (variables: TVariables) => unknown;
};

/**
 * A write the outbox can keep (ADR 033), the one way every feature makes one: it always runs
 * (offline, the outbox takes it instead of the mutation waiting, paused, for the network), and the
 * cache is only told about the server's answer; a queued write is fetched again once delivered.
 */
export function useReplayableMutation<TData, TVariables, TContext = unknown>({
  onSent,
  onDone,
  ...options
}: ReplayableMutationOptions<TData, TVariables, TContext>) {
  return useMutation<TData | QueuedWrite, Error, TVariables, TContext>({
    ...options,
    networkMode: 'always',
    onSuccess: async (data, variables, context) => {
      if (!isQueuedWrite(data)) await onSent?.(data, variables, context);
      await onDone?.(variables);
    },
  });
}

/**
 * What the member is told once they wrote: that it waits for the network (the same words for every
 * write), else the feature's own confirmation, when it has one.
 */
export function useWriteNotice() {
  const { t } = useTranslation();
  return useCallback(
    <TData>(result: TData | QueuedWrite, sent?: { title: string; description?: string; duration?: number }) => {
      if (isQueuedWrite(result)) toast({ title: t('offline.queued.title'), description: t('offline.queued.description') });
      else if (sent) toast(sent);
    },
    [t],
  );
}
