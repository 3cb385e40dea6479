import { ROLES, type Role, type UserReportSummary } from '@la-meute/shared';
import { Gavel } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { useChangeMemberRole } from '../api/change-role';
import { useModeratedUserHistory } from '../api/get-user-history';
import { useLiftRestriction } from '../api/lift-restriction';
import { memberName } from '../lib/member-name';
import { ActionList } from './action-list';
import type { DecisionTarget } from './decision-dialog';

function ReportSummaries({ title, reports }: { title: string; reports: UserReportSummary[] }) {
  const { t } = useTranslation();
  const fullDate = useFullDate();
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold">{title}</h4>
      {reports.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('moderation.users.none')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {reports.map((report) => (
            <li key={report.id} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{t(`report.reason.${report.reason}`)}</span>
              <span>{t(`moderation.targetType.${report.targetType}`)}</span>
              <span className="text-muted-foreground">{t(`moderation.status.${report.status}`)}</span>
              <time dateTime={report.createdAt} className="text-muted-foreground">
                {fullDate(report.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type UserHistoryProps = { viewerId: string | null; userId: string; isAdmin: boolean; onDecide: (target: DecisionTarget) => void };

/** One member: role (admins change it), ban and mute (lifted here), reports about and by them, decisions. */
export function UserHistory({ viewerId, userId, isAdmin, onDecide }: UserHistoryProps) {
  const { t } = useTranslation();
  const id = useId();
  const fullDate = useFullDate();
  const query = useModeratedUserHistory(viewerId, userId);
  const changeRole = useChangeMemberRole();
  const lift = useLiftRestriction();
  const onError = (error: unknown) => toast({ title: t('moderation.users.failed'), description: getErrorMessage(t, error), variant: 'destructive' });

  if (query.isPending) return <Spinner label={t('moderation.loading')} className="py-6" />;
  if (query.isError) return <LoadError quiet title={t('moderation.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { user, reportsAgainst, reportsMade, actions } = query.data;
  const name = memberName(user, user.email);

  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-5 rounded-xl border bg-card p-4 shadow-sm">
      <header className="grid gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">
          @{user.username} · {user.email} · {t('moderation.users.since', { date: fullDate(user.createdAt) })}
        </p>
        {user.bannedAt ? <p className="text-sm font-medium text-destructive">{t('moderation.users.bannedSince', { date: fullDate(user.bannedAt) })}</p> : null}
        {user.mutedUntil ? <p className="text-sm font-medium">{t('moderation.users.mutedUntil', { date: fullDate(user.mutedUntil) })}</p> : null}
      </header>
      <div className="flex flex-wrap items-end gap-3">
        {isAdmin ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-role`}>{t('moderation.users.role')}</Label>
            (
            <Select
              id={`${id}-role`}
              value={user.role}
              disabled={changeRole.isPending}
              onChange={(event) =>
                changeRole.mutate(
                  { userId: user.id, role: event.target.value as Role },
                  { onSuccess: () => toast({ title: t('moderation.users.roleChanged') }), onError },
                )
              }
              className="w-44"
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`moderation.role.${role}`)}
                </option>
              ))}
            </Select>
            )
          </div>
        ) : (
          <p className="text-sm">
            <span className="font-medium">{t('moderation.users.role')} </span>
            {t(`moderation.role.${user.role}`)}
          </p>
        )}
        {user.bannedAt ? (
          <Button size="sm" variant="outline" disabled={lift.isPending} onClick={() => lift.mutate({ userId: user.id, kind: 'ban' }, { onSuccess: () => toast({ title: t('moderation.users.lifted') }), onError })}>
            {t('moderation.users.unban')}
          </Button>
        ) : null}
        {user.mutedUntil ? (
          <Button size="sm" variant="outline" disabled={lift.isPending} onClick={() => lift.mutate({ userId: user.id, kind: 'mute' }, { onSuccess: () => toast({ title: t('moderation.users.lifted') }), onError })}>
            {t('moderation.users.unmute')}
          </Button>
        ) : null}
        {user.id === viewerId ? null : (
          <Button size="sm" variant="secondary" onClick={() => onDecide({ key: `user-${user.id}-${Date.now()}`, userId: user.id, userName: name })}>
            <Gavel aria-hidden="true" />
            {t('moderation.report.decide')}
          </Button>
        )}
      </div>
      <ReportSummaries title={t('moderation.users.reportsAgainst', { count: reportsAgainst.length })} reports={reportsAgainst} />
      <ReportSummaries title={t('moderation.users.reportsMade', { count: reportsMade.length })} reports={reportsMade} />
      <div className="grid gap-2">
        <h4 className="font-semibold">{t('moderation.users.actions', { count: actions.length })}</h4>
        {actions.length === 0 ? <p className="text-sm text-muted-foreground">{t('moderation.users.none')}</p> : <ActionList actions={actions} />}
      </div>
    </section>
  );
}
