import type { BlockList, BlockState } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { toMemberSummary } from '../profiles/profile-visibility';
import type { EventBus } from '../../lib/event-bus';
import type { BlocksRepository } from './blocks.repository';

/**
 * Block and mute (ADR 019). Blocking is symmetric in effect: neither member can message,
 * connect with or see the content of the other, and each sees only the other's name on the profile.
 * Muting hides the muted member's public content (feed, comments, chat) from the muter alone. The
 * rules are enforced where the content is read (db/block-filters.ts, in each repository).
 */
export function createBlocksService(deps: { repository: BlocksRepository; events: Pick<EventBus, 'emit'> }) {
  const { repository } = deps;

  async function requireOther(userId: string, otherId: string) {
    if (otherId === userId) throw new AppError(400, 'blocks.self');
    if (!(await repository.memberExists(otherId))) throw new AppError(404, 'http.not_found');
  }

  async function stateOf(userId: string, otherId: string): Promise<BlockState> {
    return { userId: otherId, ...(await repository.findState(userId, otherId)) };
  }

  /** Realtime and dating follow a change of block (`blocked` false: lifted). */
  function announce(blockerId: string, blockedId: string, blocked: boolean) {
    deps.events.emit('member.blocked', { blockerId, blockedId, blocked, at: new Date().toISOString() });
  }

  return {
    async list(userId: string): Promise<BlockList> {
      const [blocked, muted] = await Promise.all([repository.listBlocked(userId), repository.listMuted(userId)]);
      return { blocked: blocked.map((row) => toMemberSummary(row)), muted: muted.map((row) => toMemberSummary(row)) };
    },

    /** Idempotent: blocking again changes nothing and announces nothing. */
    async block(userId: string, otherId: string): Promise<BlockState> {
      await requireOther(userId, otherId);
      if (await repository.block(userId, otherId)) announce(userId, otherId, true);
      return stateOf(userId, otherId);
    },

    async unblock(userId: string, otherId: string): Promise<BlockState> {
      await requireOther(userId, otherId);
      if (await repository.unblock(userId, otherId)) announce(userId, otherId, false);
      return stateOf(userId, otherId);
    },

    async mute(userId: string, otherId: string): Promise<BlockState> {
      await requireOther(userId, otherId);
      await repository.mute(userId, otherId);
      return stateOf(userId, otherId);
    },

    async unmute(userId: string, otherId: string): Promise<BlockState> {
      await requireOther(userId, otherId);
      await repository.unmute(userId, otherId);
      return stateOf(userId, otherId);
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
