import type { ConversationSummary } from '@la-meute/shared';
import { MessagesSquare, SquarePen, X } from 'lucide-react';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { Spinner } from '@/components/ui/spinner';
import { useRelativeTime } from '@/lib/i18n/use-relative-time';
import { cn } from '@/lib/dom/utils';
import { useConversations } from '@/features/messaging/api/get-conversations';
import { useStartDirectConversation } from '@/features/messaging/api/start-direct-conversation';
import { conversationName } from '@/features/messaging/lib/conversation-names';
import { filterDirectConversations, findDirectConversationWith } from '@/features/messaging/lib/direct-conversations';
import { toastMessagingError } from '@/features/messaging/lib/messaging-toasts';
import { ConversationThread } from './conversation-thread';
import { DirectMessagesHeader } from './direct-messages-header';
import { DirectMessagesList } from './direct-messages-list';

type DirectMessagesPageProps = {
  /** The signed-in member (the route's member gate guarantees one). */
  viewerId: string;
  /** SPEC §2 `?user=<id>`: opens the private conversation with that member, creating it if needed. */
  preselectedUserId?: string | null;
  /** Where the panel is embedded, a × closes it. */
  onClose?: () => void;
};

const NO_CONVERSATIONS: ConversationSummary[] = [];

// The member picker of /messages, in its one-member mode; it loads when first wanted (ADR 011).
const newConversationPanel = deferComponent(() => import('./new-conversation-panel').then((module) => module.NewConversationPanel));
const preloadPanel = () => void newConversationPanel.preload();

/** A choice made on the page; it applies to the `?user` it was made under, so a new one wins again. */
type Choice = { id: string | null; forUser: string | null };

/**
 * SPEC §2 /direct-messages: the member's private conversations beside the open one, 600px high on
 * a desktop; on a phone the list and the conversation take turns.
 */
export function DirectMessagesPage({ viewerId, preselectedUserId = null, onClose }: DirectMessagesPageProps) {
  const { t } = useTranslation();
  const formatTime = useRelativeTime();
  const query = useConversations();
  const start = useStartDirectConversation();
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelWanted = useOpenedOnce(panelOpen);

  const all = query.data?.conversations ?? NO_CONVERSATIONS;
  const direct = useMemo(() => filterDirectConversations(all, ''), [all]);
  const shown = useMemo(() => filterDirectConversations(all, search), [all, search]);

  // `?user`: the conversation already listed, else the one just created for it.
  const preselectedId = preselectedUserId
    ? (findDirectConversationWith(all, preselectedUserId)?.id ?? (start.variables === preselectedUserId ? (start.data?.id ?? null) : null))
    : null;
  const selectedId = choice && choice.forUser === preselectedUserId ? choice.id : preselectedId;
  const selected = direct.find((conversation) => conversation.id === selectedId) ?? null;
  // Created but not listed yet (the list is reloading), or being created.
  const opening = (selectedId !== null && selected === null && query.isFetching) || (start.isPending && start.variables === preselectedUserId);
  const showConversation = selected !== null || opening;

  const { isError, error } = query;
  useEffect(() => {
    if (isError) toastMessagingError(t, 'loadConversations', error);
  }, [isError, error, t]);

  // SPEC §7 get_or_create_conversation, once per `?user`: not again after a failure.
  const requested = useRef<string | null>(null);
  const { mutate: startConversation } = start;
  const needsCreation = preselectedUserId !== null && query.isSuccess && findDirectConversationWith(all, preselectedUserId) === null;
  useEffect(() => {
    if (!needsCreation || !preselectedUserId || requested.current === preselectedUserId) return;
    requested.current = preselectedUserId;
    startConversation(preselectedUserId, { onError: (failure) => toastMessagingError(t, 'create', failure) });
  }, [needsCreation, preselectedUserId, startConversation, t]);

  const select = (id: string | null) => setChoice({ id, forUser: preselectedUserId });

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-primary">{t('pages.directMessages.title')}</h1>
        {onClose ? (
          <Button variant="ghost" size="icon" aria-label={t('directMessages.close')} onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {/* SPEC §9: the panel is 600px high; a phone gets the screen's height instead. */}
      <div className="flex h-[calc(100dvh-11rem)] min-h-[26rem] overflow-hidden rounded-2xl border bg-card md:h-[600px] md:min-h-0">
        <aside
          aria-label={t('directMessages.list')}
          className={cn('min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 md:border-r', showConversation ? 'hidden' : 'flex')}
        >
          <DirectMessagesList
            conversations={shown}
            hasAny={direct.length > 0}
            loading={query.isPending}
            failed={query.isError}
            onRetry={() => void query.refetch()}
            search={search}
            onSearch={setSearch}
            selectedId={selectedId}
            onSelect={(conversation) => select(conversation.id)}
            formatTime={formatTime}
            onStartNew={() => setPanelOpen(true)}
            onPreloadNew={preloadPanel}
          />
        </aside>
        <section
          aria-label={selected ? (conversationName(selected) ?? t('conversation.unknownUser')) : t('directMessages.none.title')}
          className={cn('min-h-0 min-w-0 flex-1 flex-col md:flex', showConversation ? 'flex' : 'hidden')}
        >
          {selected ? (
            <>
              <DirectMessagesHeader conversation={selected} onBack={() => select(null)} />
              <ConversationThread key={selected.id} conversation={selected} viewerId={viewerId} />
            </>
          ) : opening ? (
            <Spinner label={t('directMessages.opening')} className="flex-1" />
          ) : (
            <div className="grid flex-1 content-center justify-items-center gap-2 p-6 text-center">
              <MessagesSquare aria-hidden="true" className="size-12 text-muted-foreground/60" />
              <h2 className="font-semibold">{t('directMessages.none.title')}</h2>
              <p className="max-w-sm text-sm text-muted-foreground">{t('directMessages.none.text')}</p>
              {/* Shown beside the list's own button only when there are conversations to choose from. */}
              {direct.length > 0 ? (
                <Button variant="outline" size="sm" className="mt-2" onPointerEnter={preloadPanel} onFocus={preloadPanel} onClick={() => setPanelOpen(true)}>
                  <SquarePen aria-hidden="true" />
                  {t('messages.new.open')}
                </Button>
              ) : null}
            </div>
          )}
        </section>
      </div>
      {panelWanted ? (
        <Suspense fallback={null}>
          <newConversationPanel.Component mode="direct" open={panelOpen} onOpenChange={setPanelOpen} onCreated={(id) => select(id)} />
        </Suspense>
      ) : null}
    </div>
  );
}
