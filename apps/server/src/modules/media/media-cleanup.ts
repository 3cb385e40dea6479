import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventName } from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import { mediaKeyOfUrl } from '../account-data/export-media';
import type { MediaRepository } from './media.repository';
import { PRIVATE_KEY_PREFIX, type MediaStorage } from './storage';

const BATCH = 200;
const THUMBNAIL_SUFFIX = '.thumb.webp';

/** A key without its extension: `u/abc.jpg` and `u/abc.thumb.webp` are one upload. */
function baseKeyOf(key: string): string {
  return key.endsWith(THUMBNAIL_SUFFIX) ? key.slice(0, -THUMBNAIL_SUFFIX.length) : key.replace(/\.[A-Za-z0-9]+$/, '');
}

/**
 * Deleted content takes its files with it (disk or S3), once nothing else shows them: the same
 * address may sit in another post, a profile, a report under review, or the profile a member may
 * still restore. Content removal is not this module's business: the database queues what content
 * dropped (media_detached, migration 0020) and this drains it.
 */
export function createMediaCleanup(deps: { repository: MediaRepository; storage: MediaStorage; logger?: Pick<FastifyBaseLogger, 'error'> }) {
  const { repository, storage, logger } = deps;

  /** Deletes every key whose upload no content references any more; returns the keys deleted. */
  async function deleteUnreferenced(keys: string[]): Promise<string[]> {
    const byBase = new Map<string, string>();
    for (const key of keys) byBase.set(storage.publicUrl(baseKeyOf(key)), baseKeyOf(key));
    const referenced = await repository.referencedBases([...byBase.keys()]);
    const deleted = new Set<string>();
    for (const key of new Set(keys)) {
      if (referenced.has(storage.publicUrl(baseKeyOf(key)))) continue;
      // An image's thumbnail goes with it (a video has none: deleting nothing is no error).
      for (const file of key.endsWith(THUMBNAIL_SUFFIX) ? [key] : [key, `${baseKeyOf(key)}${THUMBNAIL_SUFFIX}`]) {
        if (deleted.has(file)) continue;
        try {
          await storage.delete(file);
          deleted.add(file);
        } catch (error) {
          logger?.error({ err: error, key: file }, 'Unreferenced media not deleted');
        }
      }
    }
    return [...deleted];
  }

  let running: Promise<void> | null = null;
  let again = false;

  async function drain(): Promise<void> {
    for (;;) {
      const urls = await repository.claimDetached(BATCH);
      if (urls.length === 0) return;
      // Outside addresses (http…) are queued too and simply dropped here.
      const keys = urls.map((url) => mediaKeyOfUrl(url, storage)).filter((key): key is string => key !== null);
      await deleteUnreferenced(keys);
    }
  }

  return {
    deleteUnreferenced,

    /** Drains the queue; calls while a drain runs make it run once more instead of a second drain. */
    sweepDetached(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await drain();
          } while (again);
        } finally {
          running = null;
        }
      })();
      return running;
    },

    /**
     * An erased account's uploads, public and private, and its avatar folder: every file of theirs
     * that no remaining content shows. Their posts stay, signed 'Utilisateur supprimé' (privacy
     * policy), and so do the files those posts show; their private messages are gone, so are theirs.
     */
    async deleteMemberUploads(userId: string): Promise<string[]> {
      const keys = (await Promise.all([`${userId}/`, `${PRIVATE_KEY_PREFIX}${userId}/`, `profiles/${userId}/`].map((prefix) => storage.list(prefix)))).flat();
      return deleteUnreferenced(keys);
    },
  };
}

export type MediaCleanup = ReturnType<typeof createMediaCleanup>;

/** What may leave media behind: each event sends the queue to be drained on the instance it happened on. */
const DETACHING_EVENTS = [
  'post.deleted',
  'post.updated',
  'content.removed',
  'profile.updated',
  'event.updated',
  'event.cancelled',
] as const satisfies readonly DomainEventName[];

export function subscribeMediaCleanup(events: Pick<EventBus, 'on'>, cleanup: Pick<MediaCleanup, 'sweepDetached'>): () => void {
  const stops = DETACHING_EVENTS.map((name) => events.on(name, () => cleanup.sweepDetached()));
  return () => stops.forEach((stop) => stop());
}
