import { PAGE_ROUTES, TOAST_DURATION_MS, type PublicProfile } from '@la-meute/shared';
import { Check, MapPin, MessageCircle, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { ReportButton } from '@/entities/report/components/report-button';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { levelLabel } from '@/entities/member/lib/level-label';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { isProfileNotFound, useProfile } from '@/features/profiles/api/get-profile';
import { useRequestConnection } from '@/features/profiles/api/request-connection';
import { ProfileSafetyActions } from './profile-safety-actions';

type ProfileBodyProps = { userId: string; viewerId: string | null; onNavigate: () => void };

function ProfileActions({ profile, onNavigate }: { profile: PublicProfile; onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const request = useRequestConnection();

  function add() {
    request.mutate(profile.id, {
      onSuccess: () =>
        toast({
          title: t('profileDialog.requestSent.title'),
          description: t('profileDialog.requestSent.description', { name: profile.displayName }),
          duration: TOAST_DURATION_MS.notice,
        }),
      onError: (error) =>
        toast({ title: t('profileDialog.requestFailed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }

  return (
    <div className="grid grid-cols-2 gap-2">
      <Button
        variant="outline"
        onClick={() => {
          onNavigate();
          void navigate(`${localize(PAGE_ROUTES.messages)}?${new URLSearchParams({ user: profile.id }).toString()}`);
        }}
      >
        <MessageCircle aria-hidden="true" />
        {t('profileDialog.message')}
      </Button>
      <Button onClick={add} disabled={request.isPending || request.isSuccess}>
        {request.isSuccess ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {request.isSuccess ? t('profileDialog.requested') : request.isPending ? t('profileDialog.adding') : t('profileDialog.add')}
      </Button>
    </div>
  );
}

/** The profile itself, or the SPEC §8 texts when it cannot be shown. */
export function ProfileBody({ userId, viewerId, onNavigate }: ProfileBodyProps) {
  const { t } = useTranslation();
  const profile = useProfile(userId);

  if (profile.isPending) return <Spinner label={t('common.loading')} className="py-10" />;
  if (profile.isError) {
    if (isProfileNotFound(profile.error)) {
      return (
        <div role="alert" className="grid gap-1 py-4 text-center">
          <p className="font-semibold">{t('profileDialog.notFound.title')}</p>
          <p className="text-sm text-muted-foreground">{t('profileDialog.notFound.description')}</p>
        </div>
      );
    }
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-4 text-center">
        <p className="text-sm">{t('profileDialog.error')}</p>
        <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
          {t('profileDialog.retry')}
        </Button>
      </div>
    );
  }

  const { data } = profile;
  const canAct = viewerId !== null && viewerId !== data.id;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-4 pr-6">
        <span className="relative">
          <Avatar name={data.displayName} avatarUrl={data.avatarUrl} size="2xl" />
          {data.online ? (
            <span aria-hidden="true" className="absolute bottom-0.5 right-0.5 size-3.5 rounded-full border-2 border-card bg-emerald-500" />
          ) : null}
        </span>
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate text-lg font-semibold">{data.displayName}</p>
          <p className="truncate text-sm text-muted-foreground">@{data.username}</p>
          {data.online ? (
            <span className="w-fit rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">{t('profileDialog.online')}</span>
          ) : null}
        </div>
      </div>
      {data.limited ? (
        // Between members who blocked one another, the name and nothing else.
        <p className="text-sm text-muted-foreground">{t('blocks.limitedProfile')}</p>
      ) : (
        <dl className="grid gap-1.5 text-sm">
          <div className="flex gap-2">
            <dt className="sr-only">{t('profileDialog.level')}</dt>
            <dd className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">{levelLabel(t, data.level)}</dd>
          </div>
          {data.locationCity ? (
            <div className="flex items-center gap-1.5 text-muted-foreground">
              <dt>
                <MapPin aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('profileDialog.location')}</span>
              </dt>
              <dd>{data.locationCity}</dd>
            </div>
          ) : null}
        </dl>
      )}
      {data.bio ? <p className="whitespace-pre-line text-sm leading-relaxed">{data.bio}</p> : null}
      {canAct && !data.limited ? <ProfileActions profile={data} onNavigate={onNavigate} /> : null}
      {canAct ? <ProfileSafetyActions profile={data} /> : null}
      {viewerId === null ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-xs text-muted-foreground">{t('profileDialog.signInHint')}</p>
          <ReportButton targetType="profile" targetId={data.id} />
        </div>
      ) : null}
    </div>
  );
}
