import type { IncomingConnectionRequest, MemberSummary } from '@la-meute/shared';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useAcceptConnection } from '@/features/connections/api/accept-connection';
import { useDeclineConnection } from '@/features/connections/api/decline-connection';
import { useConnectionRequests } from '@/features/connections/api/get-connection-requests';
import { useConnections } from '@/features/connections/api/get-connections';
import { useConnectionEvents } from '../hooks/use-connection-events';

type ConnectionsPanelProps = {
  /** Called once a request is answered, for the pages showing connection states elsewhere. */
  onChange?: () => void;
  className?: string;
};

function MemberLine({ member, children }: { member: MemberSummary; children?: ReactNode }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar name={member.displayName} avatarUrl={member.avatarUrl} size="md" />
      <div className="grid min-w-0 flex-1">
        <span className="truncate text-sm font-medium">{member.displayName}</span>
        <span className="truncate text-xs text-muted-foreground">@{member.username}</span>
      </div>
      {children}
    </li>
  );
}

function RequestLine({ request, onChange }: { request: IncomingConnectionRequest; onChange?: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptConnection();
  const decline = useDeclineConnection();
  const busy = accept.isPending || decline.isPending;
  const name = request.from.displayName;
  const handlers = {
    onSuccess: () => onChange?.(),
    onError: (error: unknown) =>
      toast({ title: t('connections.requests.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
  };

  return (
    <MemberLine member={request.from}>
      <div className="flex shrink-0 gap-1.5">
        <Button size="sm" disabled={busy} aria-label={t('connections.requests.acceptLabel', { name })} onClick={() => accept.mutate(request.id, handlers)}>
          <Check aria-hidden="true" />
          {t('connections.requests.accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('connections.requests.declineLabel', { name })}
          onClick={() => decline.mutate(request.id, handlers)}
        >
          <X aria-hidden="true" />
          {t('connections.requests.decline')}
        </Button>
      </div>
    </MemberLine>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-start gap-2 py-2 text-sm">
      <p>{t('connections.loadFailed')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('connections.retry')}
      </Button>
    </div>
  );
}

/**
 * The requests other members sent (Accepter / Refuser) and the accepted connections.
 * Shown on Discover, and composed into the member's profile page by its route.
 */
export function ConnectionsPanel({ onChange, className }: ConnectionsPanelProps) {
  const { t } = useTranslation();
  const requests = useConnectionRequests();
  const connections = useConnections();
  useConnectionEvents(onChange);

  return (
    <Card className={className}>
      <section aria-labelledby="connections-title" className="grid gap-5 p-5">
        <h2 id="connections-title" className="text-lg font-semibold">
          {t('connections.title')}
        </h2>
        <section aria-labelledby="connection-requests-title" className="grid gap-1">
          <h3 id="connection-requests-title" className="text-sm font-semibold text-muted-foreground">
            {t('connections.requests.title')}
          </h3>
          {requests.isPending ? (
            <Spinner label={t('common.loading')} className="py-4" />
          ) : requests.isError ? (
            <LoadFailed onRetry={() => void requests.refetch()} />
          ) : requests.data.requests.length === 0 ? (
            <p className="py-2 text-sm text-muted-foreground">{t('connections.requests.empty')}</p>
          ) : (
            <ul className="divide-y">
              {requests.data.requests.map((request) => (
                <RequestLine key={request.id} request={request} onChange={onChange} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="connection-list-title" className="grid gap-1">
          <h3 id="connection-list-title" className="text-sm font-semibold text-muted-foreground">
            {t('connections.list.title')}
          </h3>
          {connections.isPending ? (
            <Spinner label={t('common.loading')} className="py-4" />
          ) : connections.isError ? (
            <LoadFailed onRetry={() => void connections.refetch()} />
          ) : connections.data.connections.length === 0 ? (
            <p className="py-2 text-sm text-muted-foreground">{t('connections.list.empty')}</p>
          ) : (
            <ul className="divide-y">
              {connections.data.connections.map((connection) => (
                <MemberLine key={connection.id} member={connection.member} />
              ))}
            </ul>
          )}
        </section>
      </section>
    </Card>
  );
}
