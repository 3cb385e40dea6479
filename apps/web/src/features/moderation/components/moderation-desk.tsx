import type { Role } from '@la-meute/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useModerationReports } from '../api/get-reports';
import { isAccessRefusal } from '@/lib/api/access-refusal';
import { AccessRefused } from '@/components/access-refused';
import { ActionsTab } from './actions-tab';
import { DecisionDialog, type DecisionTarget } from './decision-dialog';
import { ReportsTab } from './reports-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users-tab';

const TABS = ['reports', 'actions', 'users', 'settings'] as const;

/**
 * /moderation: the server decides who sees it — the pending reports' answer (401, 403 or
 * the queue) is the gate. Decisions open one dialog, from a report or from a member.
 */
type ModerationDeskProps = {
  /** The signed-in member (null for a visitor); undefined while the session is read. */
  viewer: { id: string; role: Role } | null | undefined;
};

export function ModerationDesk({ viewer }: ModerationDeskProps) {
  const { t } = useTranslation();
  const viewerId = viewer?.id ?? null;
  const reports = useModerationReports(viewerId, viewer !== undefined);
  const [target, setTarget] = useState<DecisionTarget | null>(null);

  if (reports.isPending) return <Spinner label={t('moderation.loading')} />;
  if (reports.isError) {
    if (isAccessRefusal(reports.error)) return <AccessRefused error={reports.error} />;
    return <LoadError title={t('moderation.loadFailed')} onRetry={() => void reports.refetch()} retrying={reports.isFetching} />;
  }

  return (
    <>
      <Tabs defaultValue="reports" className="mt-8">
        <TabsList aria-label={t('moderation.tabs.label')} className="max-w-2xl">
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`moderation.tabs.${tab}`)}
              {tab === 'reports' ? <span className="ml-1.5 rounded-full bg-primary/10 px-1.5 text-xs tabular-nums text-primary">{reports.data.pendingCount}</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="reports" className="mt-6">
          <ReportsTab viewerId={viewerId} queue={reports.data} onDecide={setTarget} />
        </TabsContent>
        <TabsContent value="actions" className="mt-6">
          <ActionsTab viewerId={viewerId} />
        </TabsContent>
        <TabsContent value="users" className="mt-6">
          <UsersTab viewerId={viewerId} isAdmin={viewer?.role === 'admin'} onDecide={setTarget} />
        </TabsContent>
        <TabsContent value="settings" className="mt-6">
          <SettingsTab viewerId={viewerId} />
        </TabsContent>
      </Tabs>
      {target ? <DecisionDialog key={target.key} target={target} onClose={() => setTarget(null)} /> : null}
    </>
  );
}
