import { onlineManager } from '@tanstack/react-query';
import { PanelLeft, Users } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { Spinner } from '@/components/ui/spinner';
import { useChannelLabel } from '@/entities/channel/channel-label';
import { useChannels } from '@/entities/channel/get-channels';
import { usePageTitle } from '@/lib/i18n/use-page-title';
import { useRelativeTime } from '@/lib/i18n/use-relative-time';
import { useAnonymousIdentity } from '@/features/chat/hooks/use-anonymous-identity';
import { useChatRoom } from '@/features/chat/hooks/use-chat-room';
import { FALLBACK_CHAT_CHANNELS, pickChannel, readLastChannel, rememberChannel, toChatChannel, type ChatChannel } from '@/features/chat/lib/channels';
import { isSelfPresence, type ChatViewer } from '@/features/chat/lib/viewer';
import type { ProfileTarget } from '@/types/profile-target';
import { ChannelsPanel } from './channels-panel';
import { MessagePane } from './message-pane';
import { OnlineList } from './online-list';

// The drawers (Radix) load when first opened (ADR 011).
const drawerDialog = deferComponent(() => import('@/components/ui/dialog').then((module) => module.Dialog));

export type ChatMember = { userId: string; name: string; level: number };

type ChatPageProps = {
  /** The page's heading; the open channel prefixes it in the document title. */
  title: string;
  /** The signed-in member, or null; `sessionLoading` until that is known. */
  member: ChatMember | null;
  sessionLoading: boolean;
  /** A member's name or avatar was chosen: the route shows their profile (features/profiles). */
  onOpenProfile: (target: ProfileTarget) => void;
};

// Below lg the two side panels open as drawers from their side.
const DRAWERS = [
  { name: 'channels', side: 'left' },
  { name: 'online', side: 'right' },
] as const;
type DrawerName = (typeof DRAWERS)[number]['name'];

const panelClasses = 'hidden shrink-0 flex-col overflow-hidden rounded-2xl border bg-card lg:flex';

/** SPEC §2 public chat: channels, the open channel's messages, and who is online there. */
export function ChatPage({ title, member, sessionLoading, onOpenProfile }: ChatPageProps) {
  const { t } = useTranslation();
  const label = useChannelLabel();
  const formatTime = useRelativeTime();
  const channelsQuery = useChannels();
  const anonymous = useAnonymousIdentity();
  const [params, setParams] = useSearchParams();
  const [drawer, setDrawer] = useState<DrawerName | null>(null);
  const drawerWanted = useOpenedOnce(drawer !== null);

  useEffect(() => {
    // SPEC §8: a failed channel fetch is logged; the built-in channels stand in.
    if (channelsQuery.isError) console.error('Could not load the chat channels', channelsQuery.error);
  }, [channelsQuery.isError, channelsQuery.error]);

  const channels = useMemo<ChatChannel[]>(
    () => (channelsQuery.data ? channelsQuery.data.channels.map(toChatChannel) : channelsQuery.isError ? FALLBACK_CHAT_CHANNELS : []),
    [channelsQuery.data, channelsQuery.isError],
  );
  const selected = pickChannel(channels, params.get('channel'));
  const selectedName = selected?.available ? selected.name : null;
  // Read before this page's own channel is remembered below.
  const [lastChannel] = useState(readLastChannel);
  useEffect(() => {
    if (selectedName) rememberChannel(selectedName);
  }, [selectedName]);
  // Opened without a network, /chat goes back to the channel last open: its messages are the ones
  // kept on the device (ADR 033). With one, it opens #general as the server renders it.
  useEffect(() => {
    if (!params.get('channel') && !onlineManager.isOnline() && lastChannel) setParams({ channel: lastChannel }, { replace: true });
    // Only as the page opens: choosing another channel afterwards is the member's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const viewer = useMemo<ChatViewer>(() => {
    if (member) return { kind: 'member', ...member };
    if (anonymous.pseudonym) return { kind: 'pseudonym', name: anonymous.pseudonym };
    return { kind: 'visitor' };
  }, [member, anonymous.pseudonym]);
  const room = useChatRoom(selected?.available ? selected.id : null);
  const selectedLabel = selected ? label(selected.name) : '';
  // The open channel names the page: "#Général – Chat public", once the channels are known.
  usePageTitle(channelsQuery.data && selected ? `#${selectedLabel} – ${title}` : null);

  function selectChannel(channel: ChatChannel) {
    setDrawer(null);
    if (channel.id === selected?.id) return;
    // A new history entry per channel, as a link would make: Back returns to the previous channel.
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('channel', channel.name);
      return next;
    });
  }

  const channelsPanel = (
    <ChannelsPanel
      query={channelsQuery}
      channels={channels}
      selectedId={selected?.id}
      online={room.online}
      onSelect={selectChannel}
      formatTime={formatTime}
    />
  );
  const onlineList = (
    <OnlineList
      members={room.members}
      total={room.online}
      channelLabel={selectedLabel}
      isSelf={(entry) => isSelfPresence(viewer, entry)}
      onOpenProfile={(target) => {
        setDrawer(null);
        onOpenProfile(target);
      }}
    />
  );

  const panels: Record<DrawerName, ReactNode> = { channels: channelsPanel, online: onlineList };

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-[96rem] lg:gap-4 lg:p-4">
      <h1 className="sr-only">{title}</h1>
      <aside aria-label={t('chat.channels.label')} className={`${panelClasses} w-72`}>
        <h2 className="border-b px-4 py-3 text-sm font-semibold">{t('chat.channels.title')}</h2>
        <div className="min-h-0 flex-1 overflow-y-auto">{channelsPanel}</div>
      </aside>

      <section aria-label={selectedLabel || title} className="flex min-w-0 flex-1 flex-col overflow-hidden bg-card lg:rounded-2xl lg:border">
        <header className="flex min-h-14 items-center gap-2 border-b px-2 py-2 lg:px-4">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={t('chat.drawer.channels')}
            onPointerEnter={() => void drawerDialog.preload()}
            onClick={() => setDrawer('channels')}
          >
            <PanelLeft aria-hidden="true" />
          </Button>
          <div className="grid min-w-0 flex-1">
            <h2 className="truncate font-semibold">
              <span aria-hidden="true" className="mr-1 text-accent">#</span>
              {selectedLabel}
            </h2>
            {selected?.description ? <p className="truncate text-xs text-muted-foreground">{selected.description}</p> : null}
          </div>
          <Button variant="ghost" size="sm" className="lg:hidden" onPointerEnter={() => void drawerDialog.preload()} onClick={() => setDrawer('online')}>
            <Users aria-hidden="true" />
            {t('chat.channels.online', { count: room.online ?? 0 })}
          </Button>
        </header>
        {channelsQuery.isPending || sessionLoading ? (
          <Spinner label={t('common.loading')} className="flex-1" />
        ) : !selected ? (
          <p className="flex flex-1 items-center justify-center p-6 text-sm text-muted-foreground">{t('chat.channels.empty')}</p>
        ) : !selected.available ? (
          <div role="alert" className="grid flex-1 content-center justify-items-center gap-2 p-6 text-center">
            <p className="font-semibold">{t('chat.unavailable.title')}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{t('chat.unavailable.text')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void channelsQuery.refetch()}>
              {t('chat.channels.retry')}
            </Button>
          </div>
        ) : (
          <MessagePane
            key={selected.id}
            channelId={selected.id}
            channelLabel={selectedLabel}
            viewer={viewer}
            roomStatus={room.status}
            receiveMessage={room.receiveMessage}
            formatTime={formatTime}
            onOpenProfile={onOpenProfile}
            onJoinPseudonym={anonymous.join}
            onLeavePseudonym={anonymous.leave}
          />
        )}
      </section>

      <aside aria-label={t('chat.online.title')} className={`${panelClasses} w-64`}>
        <h2 className="border-b px-4 py-3 text-sm font-semibold">{t('chat.online.title')}</h2>
        <div className="min-h-0 flex-1 overflow-y-auto">{onlineList}</div>
      </aside>

      {drawerWanted ? (
        <Suspense fallback={null}>
          {DRAWERS.map(({ name, side }) => (
            <drawerDialog.Component
              key={name}
              open={drawer === name}
              onOpenChange={(open) => setDrawer(open ? name : null)}
              side={side}
              title={t(`chat.drawer.${name}`)}
              closeLabel={t('chat.drawer.close')}
            >
              {panels[name]}
            </drawerDialog.Component>
          ))}
        </Suspense>
      ) : null}
    </div>
  );
}
