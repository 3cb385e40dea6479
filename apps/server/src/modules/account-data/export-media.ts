import type { MediaStorage } from '../media/storage';
import { isValidMediaKey } from '../media/storage';

/** The files the member put online: post and chat media, DM attachments, avatar, photos, event image. */
export function collectMediaUrls(data: Record<string, Record<string, unknown>[]>): string[] {
  const urls = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value) urls.add(value);
    else if (Array.isArray(value)) value.forEach(add);
  };
  for (const row of data.posts ?? []) add(row.mediaUrls);
  for (const row of data.chat_messages ?? []) add(row.mediaUrls);
  for (const row of data.conversation_messages_sent ?? []) add(row.mediaUrl);
  for (const row of data.profile ?? []) {
    add(row.avatarUrl);
    add(row.photos);
  }
  for (const row of data.user ?? []) add(row.image);
  for (const row of data.events_organised ?? []) add(row.imageUrl);
  return [...urls];
}

/** The storage key behind one of our media URLs (`/media/<key>?v=…`); null for anything else. */
export function mediaKeyOfUrl(url: string, storage: Pick<MediaStorage, 'publicUrl'>): string | null {
  const base = storage.publicUrl('x').slice(0, -1);
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  if (!withoutQuery.startsWith(base)) return null;
  const key = withoutQuery.slice(base.length);
  return isValidMediaKey(key) ? key : null;
}
