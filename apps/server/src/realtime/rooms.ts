import { roomSchema, type RoomKind } from '@la-meute/shared';
import type { Identity } from '../lib/identity';

export interface RoomPolicies {
  isActiveChannel: (channelId: string) => Promise<boolean>;
  /** Private and direct conversations (later issues): only their participants may listen. */
  isConversationParticipant?: (conversationId: string, userId: string) => Promise<boolean>;
}

export function parseRoom(room: unknown): { kind: RoomKind; id: string } | null {
  const parsed = roomSchema.safeParse(room);
  if (!parsed.success) return null;
  const [kind, id] = parsed.data.split(':') as [RoomKind, string];
  return { kind, id };
}

/** Every subscription is authorised here: public channels for anyone, conversations for participants. */
export async function canJoinRoom(identity: Identity, room: { kind: RoomKind; id: string }, policies: RoomPolicies): Promise<boolean> {
  if (room.kind === 'channel') return policies.isActiveChannel(room.id);
  if (identity.kind !== 'member' || !policies.isConversationParticipant) return false;
  return policies.isConversationParticipant(room.id, identity.user.id);
}
