import type { NotificationActor, NotificationGroup, NotificationKind } from '@la-meute/shared';
import type { TFunction } from 'i18next';

/** Kinds whose text names who did it ("Marie et 4 autres ont aimé votre publication"). */
const ACTOR_KINDS = [
  'chat.replied',
  'connection.accepted',
  'connection.requested',
  'event.cancelled',
  'event.updated',
  'forum.replied',
  'mention',
  'message.received',
  'post.commented',
  'post.liked',
  'post.shared',
] as const satisfies readonly NotificationKind[];
type ActorKind = (typeof ACTOR_KINDS)[number];

function isActorKind(kind: NotificationKind): kind is ActorKind {
  return (ACTOR_KINDS as readonly NotificationKind[]).includes(kind);
}

export function actorName(actor: NotificationActor): string {
  return actor.displayName || actor.username;
}

type TextSource = Pick<NotificationGroup, 'kind' | 'actors' | 'actorCount'>;

/**
 * A row's sentence. With actors, i18next's plural picks the form from the others' number
 * (count = actorCount - 1): 0 "Marie a aimé…", 1 "Marie et Paul ont aimé…", more "Marie et 4
 * autres…". A kind without an actor (a decision, a reminder) keeps its `notifications.<kind>` text.
 */
export function notificationText(t: TFunction, { kind, actors, actorCount }: TextSource): string {
  const [first, second] = actors;
  if (!first || !isActorKind(kind)) return t(`notifications.${kind}`);
  const others = Math.max(actorCount, 1) - 1;
  // Two actors named only when the second one is known: otherwise "Marie et 1 autre" reads wrong.
  if (others === 1 && !second) return t(`notifications.group.${kind}`, { count: 0, actor: actorName(first), other: '' });
  return t(`notifications.group.${kind}`, { count: others, actor: actorName(first), other: second ? actorName(second) : '' });
}

// The `data` fields the server fills with what the notification is about, in order of preference.
const SUBJECT_FIELDS = ['postExcerpt', 'topicTitle', 'eventTitle', 'channelName', 'achievement', 'excerpt', 'title'] as const;

/** What the row is about (a post's first words, a topic's title), shown under its sentence. */
export function notificationSubject(data: NotificationGroup['data']): string | null {
  for (const field of SUBJECT_FIELDS) {
    const value = data[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}
