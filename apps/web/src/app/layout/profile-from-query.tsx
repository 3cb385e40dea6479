import { Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { MEMBER_QUERY_PARAM } from '@/entities/member/components/member-link';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { toast } from '@/components/ui/toast-store';
import { useSession } from '@/features/auth/api/get-session';
import { useFindMember } from '@/features/search/api/find-member';
import { getErrorMessage } from '@/lib/api/error-message';

// The profile dialog (Radix) loads when a mention is first opened (ADR 011).
const profileDialog = deferComponent(() =>
  import('@/features/profiles/components/profile-dialog').then((module) => module.ProfileDialog),
);

/**
 * `?member=<username>` (a mention, a search result) opens that member's profile over
 * any page; closing it takes the parameter off the address again.
 */
export function ProfileFromQuery() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const username = params.get(MEMBER_QUERY_PARAM)?.trim() || null;
  const { user, isLoading: sessionLoading } = useSession();
  const viewerId = user?.id ?? null;
  // The search never finds the one searching: their own name opens their profile directly.
  const self = user && username && user.username.toLocaleLowerCase() === username.toLocaleLowerCase() ? user : null;
  // Asked once the session is known, so a member's lookup applies their blocks.
  const member = useFindMember(sessionLoading || self ? null : username, viewerId);
  const found = self ?? (username ? member.data : null);
  const target = found ? { userId: found.id, name: found.displayName } : null;
  const wanted = useOpenedOnce(target !== null);

  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(MEMBER_QUERY_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  // Nobody by that name (or hidden from this reader), or the lookup failed: say so, leave the page be.
  const missing = username !== null && !self && member.isSuccess && member.data === null;
  const failed = username !== null && !self && member.isError;
  useEffect(() => {
    if (!missing && !failed) return;
    toast({
      title: t('mentions.notFound', { username }),
      description: failed ? getErrorMessage(t, member.error) : undefined,
      variant: failed ? 'destructive' : 'default',
    });
    // Off the address at once, so the toast is said once per lookup.
    close();
  }, [missing, failed, username, member.error, close, t]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <profileDialog.Component target={target} onClose={close} viewerId={viewerId} />
    </Suspense>
  );
}
