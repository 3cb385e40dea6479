import { ACHIEVEMENT_KEYS, type NotificationActor, type NotificationGroup, type NotificationKind } from '@la-meute/shared';
import type { TFunction } from '@/lib/i18n/translate';

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

type TextSource = Pick<NotificationGroup, 'kind' | 'actors' | 'actorCount'> & { data?: NotificationGroup['data'] };

/**
 * A row's sentence. With actors, i18next's plural picks the form from the others' number
 * (count = actorCount - 1): 0 "Marie a aimé…", 1 "Marie et Paul ont aimé…", more "Marie et 4
 * autres…". A kind without an actor (a decision, a reminder) keeps its `notifications.<kind>` text.
 */
export function notificationText(t: TFunction, { kind, actors, actorCount, data = {} }: TextSource): string {
  const [first, second] = actors;
  // A decided report says what was decided (the context picks `_removed`, `_dismissed`…).
  if (kind === 'report.decided') return t('notifications.report.decided', { context: typeof data.outcome === 'string' ? data.outcome : undefined });
  if (!first || !isActorKind(kind)) return t(`notifications.${kind}`);
  const others = Math.max(actorCount, 1) - 1;
  // Two actors named only when the second one is known: otherwise "Marie et 1 autre" reads wrong.
  if (others === 1 && !second) return t(`notifications.group.${kind}`, { count: 0, actor: actorName(first), other: '' });
  return t(`notifications.group.${kind}`, { count: others, actor: actorName(first), other: second ? actorName(second) : '' });
}

// The `data` fields the server fills with what the notification is about, in order of preference.
const SUBJECT_FIELDS = ['postExcerpt', 'topicTitle', 'eventTitle', 'channelName', 'achievement', 'excerpt', 'title'] as const;

/**
 * What the row is about (a post's first words, a topic's title), shown under its sentence. The
 * server stores an achievement's key and a seeded channel's name ("general"): both are shown in
 * the reader's language ("Premier pas", "Général").
 */
export function notificationSubject(data: NotificationGroup['data'], labels: SubjectLabels): string | null {
  for (const field of SUBJECT_FIELDS) {
    const value = data[field];
    if (typeof value === 'string' && value.trim()) return subjectLabel(labels, field, value.trim());
  }
  return null;
}

/** The translator, and the chat's way of naming a channel (useChannelLabel). */
export type SubjectLabels = { t: TFunction; channel: (name: string) => string };

function subjectLabel({ t, channel }: SubjectLabels, field: (typeof SUBJECT_FIELDS)[number], value: string): string {
  if (field === 'channelName') return channel(value);
  if (field !== 'achievement') return value;
  const key = ACHIEVEMENT_KEYS.find((achievement) => achievement === value);
  return key ? t(`gamification.achievement.${key}.name`) : value;
}

/** A line under the sentence that some kinds always carry: a decided report's redress (DSA Art. 16(5), 20, 21). */
export function notificationNote(t: TFunction, kind: NotificationKind): string | null {
  return kind === 'report.decided' ? t('notifications.report.redress') : null;
}
