import { z } from 'zod';
import { withSchemas } from './endpoint';
import { ownProfileResponseSchema } from './profile-editor';
import { MEDIA_API } from './media-routes';

// SPEC §5/§9: images by extension jpg, jpeg, png, gif, webp; videos mp4, webm, ogg; YouTube links.
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg'] as const;

export const MEDIA_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  /** Longest side of a stored image, in pixels. */
  imageMaxSide: 2048,
  thumbnailSide: 480,
  perPost: 4,
} as const;

/** Where this server serves the uploads (storage builds their URLs from it): GET /media/*. */
export const MEDIA_PUBLIC_PREFIX = '/media';
/** Serves private uploads, to their participants only, never from a public cache or bucket URL: GET /media/private/*. */
export const MEDIA_PRIVATE_PREFIX = '/media/private';

/**
 * Who may see an upload: `public` (posts, chat, forum, events, avatars) or `private` (attached to a
 * private or direct message: served only to its uploader and that conversation's participants).
 */
export const MEDIA_SCOPES = ['public', 'private'] as const;
export type MediaScope = (typeof MEDIA_SCOPES)[number];

/** POST /api/media?scope=private: the scope travels in the address, the body is the file alone. */
export const mediaUploadQuerySchema = z.object({ scope: z.enum(MEDIA_SCOPES, 'validation.invalid').default('public') });

/** True for the address of a private upload (`/media/private/…`), which only a conversation may carry. */
export function isPrivateMediaUrl(url: string): boolean {
  return url.trim().startsWith(`${MEDIA_PRIVATE_PREFIX}/`);
}

/** The multipart field that carries the uploaded file (one file per request). */
export const MEDIA_UPLOAD_FIELD = 'file';

/** SPEC §9: uploads are served with a one-hour cache. */
export const MEDIA_CACHE_SECONDS = 3600;

export const uploadedMediaSchema = z.object({
  url: z.string(),
  kind: z.enum(['image', 'video']),
  /** A smaller copy for grids; null for videos. */
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int().nonnegative(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

/** GET /media/* and /media/private/*: the file's key, as the rest of the address. */
export const mediaFileParamsSchema = z.object({ '*': z.string() });

/**
 * The media API: each endpoint with what the server validates and answers. The uploads' bodies
 * are multipart, read by the route itself; the files answer bytes.
 */
export const mediaContract = withSchemas(MEDIA_API, {
  upload: { querystring: mediaUploadQuerySchema, response: { 201: uploadedMediaSchema } },
  uploadAvatar: { response: { 200: ownProfileResponseSchema } },
  privateFile: { params: mediaFileParamsSchema },
  publicFile: { params: mediaFileParamsSchema },
});

export type MediaKind = 'image' | 'video' | 'youtube' | 'link';

/** How a media URL is shown (SPEC §5 "media kind by extension"). */
export function getMediaKind(url: string): MediaKind {
  const trimmed = url.trim();
  if (/^https?:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|shorts\/|embed\/)|youtu\.be\/)[\w-]{6,}/i.test(trimmed)) return 'youtube';
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(trimmed)?.[1]?.toLowerCase();
  if (extension && (IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if (extension && (VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  return 'link';
}

/** The embeddable address of a YouTube link, or null. */
export function getYoutubeEmbedUrl(url: string): string | null {
  const match = /(?:youtube\.com\/(?:watch\?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{6,})/i.exec(url);
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}` : null;
}
