import { CONVERSATION_PANEL_HEIGHT_PX } from '@la-meute/shared';
import { SquarePen } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/dom/utils';
import { useConversations } from '@/features/messaging/api/get-conversations';
import { useStartDirectConversation } from '@/features/messaging/api/start-direct-conversation';
import { findDirectConversationWith } from '@/features/messaging/lib/direct-conversations';
import { toastMessagingError } from '@/features/messaging/lib/messaging-toasts';
import { ConversationThread } from './conversation-thread';
import { MessagesConversationHeader } from './messages-conversation-header';
import { MessagesConversationList } from './messages-conversation-list';

// The side panel and the settings dialog (Radix, zod for the form) load when first wanted (ADR 011).
const newConversationPanel = deferComponent(() => import('./new-conversation-panel').then((module) => module.NewConversationPanel));
const groupSettingsDialog = deferComponent(() => import('./group-settings-dialog').then((module) => module.GroupSettingsDialog));

type MessagesPageProps = {
  title: string;
  /** The signed-in member: the route lets only members in. */
  viewerId: string;
};

/**
 * SPEC §2 /messages: the conversation list beside the open conversation (on small screens, one or
 * the other). The open conversation is in the address (?conversation=<id>), so Back and a reload
 * keep it; ?user=<id> (the profile dialog's 'Message privé') opens the private one with that member.
 */
export function MessagesPage({ title, viewerId }: MessagesPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const wantedUser = params.get('user');
  const conversations = useConversations();
  const list = conversations.data?.conversations ?? [];
  const selected = list.find((conversation) => conversation.id === selectedId) ?? null;
  const [panelOpen, setPanelOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const panelWanted = useOpenedOnce(panelOpen);
  const settingsWanted = useOpenedOnce(settingsOpen);

  const select = useCallback(
    (conversationId: string | null, replace = false) => setParams(conversationId ? { conversation: conversationId } : {}, { replace }),
    [setParams],
  );

  // SPEC §8: 'Impossible de charger les conversations', once per failure.
  const { isError: listFailed, error: listError } = conversations;
  useEffect(() => {
    if (listFailed) toastMessagingError(t, 'loadConversations', listError);
  }, [listFailed, listError, t]);

  // ?user=<id>: get-or-create the private conversation once, then show it in place of the request.
  // After the list's first load: a reload asked for while that load is in flight would only join it
  // and miss the new conversation.
  const { mutate: startDirect, isPending: starting } = useStartDirectConversation();
  const handledUser = useRef<string | null>(null);
  const listLoaded = !conversations.isPending;
  useEffect(() => {
    if (!wantedUser || !listLoaded || handledUser.current === wantedUser) return;
    handledUser.current = wantedUser;
    const known = findDirectConversationWith(conversations.data?.conversations ?? [], wantedUser);
    if (known) {
      select(known.id, true);
      return;
    }
    startDirect(wantedUser, {
      onSuccess: ({ id }) => select(id, true),
      onError: (error) => {
        toastMessagingError(t, 'create', error);
        select(null, true);
      },
    });
  }, [wantedUser, listLoaded, conversations.data, startDirect, select, t]);

  const opening = starting || Boolean(wantedUser) || Boolean(selectedId && !selected && conversations.isFetching);
  // Small screens show the open conversation (or the one being opened), else the list.
  const showThread = selected !== null || opening;

  return (
    <div className="mx-auto w-full max-w-6xl px-0 py-0 md:px-4 md:py-6">
      <h1 className="sr-only md:not-sr-only md:mb-4 md:text-2xl md:font-bold">{title}</h1>
      <div
        style={{ '--panel-height': `${CONVERSATION_PANEL_HEIGHT_PX}px` } as CSSProperties}
        className="flex h-[calc(100dvh-4rem)] overflow-hidden bg-card md:h-[var(--panel-height)] md:max-h-[calc(100dvh-10rem)] md:min-h-[28rem] md:rounded-xl md:border"
      >
        <MessagesConversationList
          className={cn('w-full md:w-80 md:shrink-0 md:border-r', showThread && 'hidden md:flex')}
          conversations={list}
          isPending={conversations.isPending}
          isError={conversations.isError}
          onRetry={() => void conversations.refetch()}
          selectedId={selectedId}
          onSelect={(id) => select(id)}
          onNewConversation={() => setPanelOpen(true)}
          onPreloadNew={() => void newConversationPanel.preload()}
        />
        <section
          aria-label={t('messages.view.label')}
          className={cn('min-w-0 flex-1 flex-col', showThread ? 'flex' : 'hidden md:flex')}
        >
          {selected ? (
            <>
              <MessagesConversationHeader
                conversation={selected}
                onBack={() => select(null)}
                onOpenSettings={() => setSettingsOpen(true)}
                onPreloadSettings={() => void groupSettingsDialog.preload()}
              />
              <ConversationThread conversation={selected} viewerId={viewerId} />
            </>
          ) : opening ? (
            <Spinner label={t('messages.view.opening')} className="flex-1" />
          ) : (
            <div className="grid flex-1 content-center justify-items-center gap-2 p-6 text-center">
              <p className="font-medium">{t('messages.view.noneTitle')}</p>
              <p className="max-w-sm text-sm text-muted-foreground">{t('messages.view.noneText')}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onPointerEnter={() => void newConversationPanel.preload()}
                onClick={() => setPanelOpen(true)}
              >
                <SquarePen aria-hidden="true" />
                {t('messages.new.open')}
              </Button>
            </div>
          )}
        </section>
      </div>

      {panelWanted ? (
        <Suspense fallback={null}>
          <newConversationPanel.Component open={panelOpen} onOpenChange={setPanelOpen} onCreated={(id) => select(id)} />
        </Suspense>
      ) : null}
      {settingsWanted && selected?.type === 'group' && selected.isAdmin ? (
        <Suspense fallback={null}>
          <groupSettingsDialog.Component conversation={selected} open={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
