import { sql } from 'drizzle-orm';
import type { Role } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { conversationMessages, conversationParticipants, mediaDetached, reports } from '../../db/schema';
import type { PrivateMediaKey } from './private-media';

/** The rows of a raw `db.execute`, whose result type drizzle leaves to the driver (both have `rows`). */
async function rowsOf<Row>(query: Promise<unknown>): Promise<Row[]> {
  return ((await query) as { rows: Row[] }).rows;
}

/**
 * Every address some content still shows or may show again: posts, chat and conversation messages,
 * profiles (avatar, photos) and their snapshot kept for a deletion that may be cancelled, account
 * images, event images, and the evidence of pending reports (a moderator must still see it).
 */
const REFERENCES = sql`
  select unnest(media_urls) as address from posts
  union all select unnest(media_urls) from messages
  union all select media_url from conversation_messages where media_url is not null
  union all select avatar_url from profiles where avatar_url is not null
  union all select unnest(photos) from profiles
  union all select image from "user" where image is not null
  union all select image_url from events where image_url is not null
  union all select profile_snapshot -> 'profile' ->> 'avatarUrl' from account_deletions
  union all select unnest(media_addresses_of(profile_snapshot -> 'profile' -> 'photos')) from account_deletions
  union all select unnest(media_addresses_of(evidence -> 'mediaUrls')) from reports where status = 'pending'`;

/** An address without its query, fragment and extension: a main file and its thumbnail share it. */
const BASE_OF_ADDRESS = sql`regexp_replace(split_part(split_part(address, '#', 1), '?', 1), '\\.(thumb\\.webp|[A-Za-z0-9]+)$', '')`;

export function createMediaRepository(db: Database) {
  return {
    /**
     * A private upload is seen by its uploader, by the participants of a conversation where its
     * uploader sent it (the only sender allowed to attach it), and by moderators while a pending
     * report shows it. One probe of the sender's messages index.
     */
    async canViewPrivate(viewer: { id: string; role: Role }, media: PrivateMediaKey): Promise<boolean> {
      if (viewer.id === media.ownerId) return true;
      const addresses = sql`array[${sql.join(
        media.messageUrls.map((url) => sql`${url}`),
        sql`, `,
      )}]::text[]`;
      const staff = viewer.role === 'moderator' || viewer.role === 'admin';
      const [row] = await rowsOf<{ allowed: boolean }>(
        db.execute(sql`
          select exists (
            select 1 from ${conversationMessages} m
            join ${conversationParticipants} p on p.conversation_id = m.conversation_id and p.user_id = ${viewer.id}
            where m.sender_id = ${media.ownerId} and m.media_url = any(${addresses})
          ) or (${staff} and exists (
            select 1 from ${reports} r
            where r.status = 'pending' and r.evidence -> 'mediaUrls' ?| ${addresses}
          )) as allowed`),
      );
      return row?.allowed === true;
    },

    /**
     * Takes up to `limit` queued addresses off the queue. Rows locked by another instance's drain
     * are skipped, so two instances never handle the same address at once.
     */
    async claimDetached(limit: number): Promise<string[]> {
      const rows = await rowsOf<{ url: string }>(
        db.execute(sql`
          delete from ${mediaDetached}
          where url in (select url from ${mediaDetached} order by detached_at limit ${limit} for update skip locked)
          returning url`),
      );
      return rows.map((row) => row.url);
    },

    /** Which of these bases (addresses without extension) some content still carries. */
    async referencedBases(bases: string[]): Promise<Set<string>> {
      if (bases.length === 0) return new Set();
      const wanted = sql`array[${sql.join(
        bases.map((base) => sql`${base}`),
        sql`, `,
      )}]::text[]`;
      const rows = await rowsOf<{ base: string }>(
        db.execute(sql`
          select distinct base from (select ${BASE_OF_ADDRESS} as base from (${REFERENCES}) refs where address is not null) bases
          where base = any(${wanted})`),
      );
      return new Set(rows.map((row) => row.base));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
