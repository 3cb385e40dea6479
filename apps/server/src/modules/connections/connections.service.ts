import type { AcceptedConnection, IncomingConnectionRequest } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/uuid';
import { canViewProfile, toMemberSummary } from '../profiles/profile-visibility';
import type { ConnectionRow, ConnectionsRepository } from './connections.repository';

type ConnectionType = ConnectionRow['connectionType'];

/**
 * A connection as the member who asks sees it: `connectedUserId` is always the other member, and a
 * declined request still reads as pending to the member who sent it (a refusal is not announced).
 */
function toConnection(row: ConnectionRow, viewerId: string) {
  const sent = row.userId === viewerId;
  return {
    id: row.id,
    connectedUserId: sent ? row.connectedUserId : row.userId,
    connectionType: row.connectionType,
    status: sent && row.status === 'declined' ? ('pending' as const) : row.status,
    createdAt: toIso(row.createdAt),
  };
}

export type Connection = ReturnType<typeof toConnection>;

export function createConnectionsService(deps: { repository: ConnectionsRepository; events: EventBus }) {
  const { repository, events } = deps;
  const now = () => new Date().toISOString();

  function announceAccepted(row: ConnectionRow) {
    events.emit('connection.accepted', { connectionId: row.id, fromUserId: row.userId, toUserId: row.connectedUserId, at: now() });
  }

  /** Accepts the request `row` the member received; a concurrent accept leaves it accepted all the same. */
  async function acceptReceived(row: ConnectionRow, addresseeId: string): Promise<ConnectionRow> {
    const accepted = await repository.accept(row.id, addresseeId);
    if (accepted) {
      announceAccepted(accepted);
      return accepted;
    }
    return (await repository.findAddressedTo(row.id, addresseeId)) ?? row;
  }

  return {
    /**
     * SPEC §4 'a connection request is created pending': not to oneself, only to a
     * member whose profile the requester may see, one row per pair. Asking again returns the same
     * request; asking someone who already asked you accepts their request — both want it.
     */
    async requestConnection(userId: string, input: { connectedUserId: string; connectionType: ConnectionType }) {
      const { connectedUserId, connectionType } = input;
      if (connectedUserId === userId) throw new AppError(400, 'validation.invalid');
      const addressee = await repository.findAddressee(connectedUserId, userId);
      // Hidden and missing answer alike, so a private profile's existence is not revealed.
      if (!addressee || !canViewProfile(addressee, { id: userId })) throw new AppError(404, 'http.not_found');
      // Members who blocked one another (either way) cannot connect.
      if (addressee.blocked) throw new AppError(403, 'blocks.blocked');

      const created = await repository.insertRequest({ userId, connectedUserId, connectionType });
      if (created) {
        events.emit('connection.requested', { connectionId: created.id, fromUserId: userId, toUserId: connectedUserId, at: now() });
        return { created: true, connection: toConnection(created, userId) };
      }
      const existing = await repository.findPair(userId, connectedUserId);
      // The row that stopped the insert cannot vanish but by an account deletion, racing this call.
      if (!existing) throw new AppError(404, 'http.not_found');
      const theirs = existing.userId === connectedUserId;
      const row = theirs && existing.status !== 'accepted' ? await acceptReceived(existing, userId) : existing;
      return { created: false, connection: toConnection(row, userId) };
    },

    /** Only the addressee may accept; for anyone else the request does not exist. */
    async accept(id: string, userId: string): Promise<Connection> {
      const row = isUuid(id) ? await repository.findAddressedTo(id, userId) : null;
      if (!row) throw new AppError(404, 'http.not_found');
      if (row.status !== 'accepted' && (await repository.isBlockedPair(row.userId, userId))) throw new AppError(403, 'blocks.blocked');
      return toConnection(row.status === 'accepted' ? row : await acceptReceived(row, userId), userId);
    },

    /**
     * Only the addressee may decline. The row stays, declined, so the requester cannot ask again
     * and again; they keep seeing their request as sent (a refusal is not announced to them).
     */
    async decline(id: string, userId: string): Promise<Connection> {
      const row = isUuid(id) ? await repository.decline(id, userId) : null;
      if (!row) throw new AppError(404, 'http.not_found');
      return toConnection(row, userId);
    },

    async listIncomingRequests(userId: string): Promise<IncomingConnectionRequest[]> {
      const rows = await repository.listIncomingRequests(userId);
      return rows.map(({ id, createdAt, member }) => ({ id, createdAt, from: toMemberSummary(member) }));
    },

    async listConnections(userId: string): Promise<AcceptedConnection[]> {
      const rows = await repository.listAccepted(userId);
      return rows.map(({ id, createdAt, member }) => ({ id, createdAt, member: toMemberSummary(member) }));
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
