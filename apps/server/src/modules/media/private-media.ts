import { IMAGE_EXTENSIONS, isPrivateMediaUrl, MEDIA_PUBLIC_PREFIX, VIDEO_EXTENSIONS } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { isValidMediaKey, PRIVATE_KEY_PREFIX } from './storage';

const MAIN_EXTENSIONS: readonly string[] = [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS];
const THUMBNAIL_SUFFIX = '.thumb.webp';

/** A private upload's key (`private/{userId}/{name}.{ext}`): who uploaded it, and the addresses a message may carry for it. */
export interface PrivateMediaKey {
  key: string;
  ownerId: string;
  /** The upload's main files' addresses: the key itself, or for a thumbnail the images it belongs to. */
  messageUrls: string[];
}

/** The parts of a private key, or null for anything this app never stores as one. */
export function parsePrivateMediaKey(key: string): PrivateMediaKey | null {
  if (!key.startsWith(PRIVATE_KEY_PREFIX) || !isValidMediaKey(key)) return null;
  const match = /^private\/([^/]+)\/([^/.]+)\.(thumb\.webp|[a-z0-9]+)$/.exec(key);
  if (!match) return null;
  const [, ownerId, name, extension] = match as unknown as [string, string, string, string];
  const base = `${MEDIA_PUBLIC_PREFIX}/${PRIVATE_KEY_PREFIX}${ownerId}/${name}`;
  if (`.${extension}` === THUMBNAIL_SUFFIX) return { key, ownerId, messageUrls: IMAGE_EXTENSIONS.map((image) => `${base}.${image}`) };
  if (!MAIN_EXTENSIONS.includes(extension)) return null;
  return { key, ownerId, messageUrls: [`${base}.${extension}`] };
}

function refused(path: string): AppError {
  return new AppError(400, 'validation.invalid', { issues: [{ path, code: 'validation.invalid' }] });
}

/**
 * A conversation message may carry a private upload only if its sender uploaded it: forwarding
 * someone else's private picture to another conversation would show it to people it was not sent
 * to. The address must be exactly the one the upload returned (no query, no fragment).
 */
export function requireOwnPrivateMedia(senderId: string, url: string | null | undefined): void {
  if (!url || !isPrivateMediaUrl(url)) return;
  const key = url.trim().slice(MEDIA_PUBLIC_PREFIX.length + 1);
  const parsed = parsePrivateMediaKey(key);
  if (!parsed || parsed.ownerId !== senderId) throw refused('mediaUrl');
}

/** Public content (posts, chat, forum, events) never carries a private upload: it would show nothing to most readers. */
export function refusePrivateMedia(urls: readonly (string | null | undefined)[], path = 'mediaUrls'): void {
  if (urls.some((url) => typeof url === 'string' && isPrivateMediaUrl(url))) throw refused(path);
}
