import type { MemberSummary } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useBlockList, useSetBlock } from '@/entities/block/member-blocks';

type Kind = 'block' | 'mute';

function MemberLine({ member, kind }: { member: MemberSummary; kind: Kind }) {
  const { t } = useTranslation();
  const change = useSetBlock();
  const name = member.displayName;
  const lift = () =>
    change.mutate(
      { userId: member.id, kind, on: false },
      { onError: (error) => toast({ title: t('blocks.failed'), description: getErrorMessage(t, error), variant: 'destructive' }) },
    );

  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar name={name} avatarUrl={member.avatarUrl} size="md" />
      <div className="grid min-w-0 flex-1">
        <span className="truncate text-sm font-medium">{name}</span>
        <span className="truncate text-xs text-muted-foreground">@{member.username}</span>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={change.isPending}
        aria-label={t(kind === 'block' ? 'blocks.list.unblockLabel' : 'blocks.list.unmuteLabel', { name })}
        onClick={lift}
      >
        {t(kind === 'block' ? 'blocks.unblock' : 'blocks.unmute')}
      </Button>
    </li>
  );
}

function MemberSection({ kind, members }: { kind: Kind; members: MemberSummary[] }) {
  const { t } = useTranslation();
  const titleId = `blocks-${kind}-title`;
  return (
    <section aria-labelledby={titleId} className="grid gap-1">
      <h3 id={titleId} className="text-sm font-semibold text-muted-foreground">
        {t(kind === 'block' ? 'blocks.list.blocked' : 'blocks.list.muted')}
      </h3>
      {members.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">{t(kind === 'block' ? 'blocks.list.noBlocked' : 'blocks.list.noMuted')}</p>
      ) : (
        <ul className="divide-y">
          {members.map((member) => (
            <MemberLine key={member.id} member={member} kind={kind} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The members the viewer blocked or muted, each with its way back (profile page). */
export function BlockedMembersPanel({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lists = useBlockList();

  return (
    <Card className={className}>
      <section aria-labelledby="blocks-title" className="grid gap-5 p-5">
        <div className="grid gap-1">
          <h2 id="blocks-title" className="text-lg font-semibold">
            {t('blocks.list.title')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('blocks.list.explanation')}</p>
        </div>
        {lists.isPending ? (
          <Spinner label={t('common.loading')} className="py-4" />
        ) : lists.isError ? (
          <LoadError title={t('blocks.list.loadFailed')} onRetry={() => void lists.refetch()} retrying={lists.isFetching} quiet />
        ) : (
          <>
            <MemberSection kind="block" members={lists.data.blocked} />
            <MemberSection kind="mute" members={lists.data.muted} />
          </>
        )}
      </section>
    </Card>
  );
}
