import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_CACHE_SECONDS, MEDIA_LIMITS, MEDIA_UPLOAD_FIELD, mediaContract as api, type ApiError } from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import { routeOf } from '../lib/contract-route';
import type { RateLimitRule } from '../lib/rate-limit';
import type { MediaService, UploadedFile } from '../modules/media/media.service';
import { isPrivateMediaKey, isValidMediaKey, parseRangeHeader, PRIVATE_KEY_PREFIX, type MediaStorage, type StoredMedia } from '../modules/media/storage';

export interface MediaRoutesOptions {
  /** The app's media service and storage unless given (tests mount copies on other stores). */
  media?: { service: MediaService; storage: MediaStorage; videoBytes?: number };
  /** Uploads per member: each one costs disk and an image re-encode. */
  uploadRate?: RateLimitRule;
}

// Generous for a member posting photos, tight for a script filling the disk.
const UPLOAD_RATE: RateLimitRule = { points: 30, durationS: 10 * 60 };

const notFound = { code: 'http.not_found' } satisfies ApiError;

/** The stored bytes with the headers every medium gets; `cacheControl` says who may keep a copy. */
function sendStored(reply: FastifyReply, object: StoredMedia, cacheControl: string) {
  reply
    .header('cache-control', cacheControl)
    .header('content-type', object.contentType)
    // Only media we sniffed is stored, and browsers must not second-guess it as something else.
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    // Safari plays video only from servers that answer byte ranges.
    .header('accept-ranges', 'bytes');
  if (object.range) {
    const { start, end } = object.range;
    reply.status(206).header('content-range', `bytes ${start}-${end}/${object.size}`).header('content-length', end - start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  return reply.send(object.body);
}

/**
 * POST /api/media (signed-in upload, `?scope=private` for a private or direct message), POST
 * /api/me/avatar (the profile photo, through the same pipeline), GET /media/private/* (private
 * uploads, to those allowed only) and GET /media/* (the public files). Registered without prefix.
 */
const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { media, uploadRate }) => {
  const { service, storage, videoBytes = MEDIA_LIMITS.videoBytes } = media ?? { service: app.services.media, storage: app.services.mediaStorage };
  // Each mount of these routes (tests add some) has its own budget.
  const uploadsByMember = app.services.rateLimits.create({ name: `media-uploads-by-member${app.prefix}`, ...(uploadRate ?? UPLOAD_RATE) });

  // Scoped to this plugin: no other route accepts multipart bodies. The app's 1 MiB bodyLimit does
  // not apply to streamed file parts; fileSize does, at the largest kind (videos).
  await app.register(multipart, {
    limits: { fileSize: videoBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });
  const { RequestFileTooLargeError, InvalidMultipartContentTypeError } = app.multipartErrors;
  // The routes keep their full addresses: a mount prefix (tests add some) goes in front of them.
  const unprefixed = { prefix: '' };

  async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
    try {
      const part = await request.file();
      if (!part || part.fieldname !== MEDIA_UPLOAD_FIELD) {
        part?.file.resume();
        throw new AppError(400, 'media.required');
      }
      return { filename: part.filename, bytes: await part.toBuffer() };
    } catch (error) {
      if (error instanceof RequestFileTooLargeError) throw new AppError(413, 'media.too_large');
      if (error instanceof InvalidMultipartContentTypeError) throw new AppError(400, 'media.required');
      throw error;
    }
  }

  app.route({
    ...routeOf(unprefixed, api.upload),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const user = await app.loadSessionUser(request, reply);
      if (!user) throw new AppError(401, 'auth.required');
      await uploadsByMember.consume(user.id);
      const media = await service.upload(user.id, await readUpload(request), request.query.scope);
      return reply.status(201).send(media);
    },
  });

  // SPEC §2 Upload Photo. SPEC §7's bucket `profiles` is the key prefix `profiles/` of this store,
  // so GET /media/* serves avatars too; uploads share the member's budget with POST /api/media.
  app.route({
    ...routeOf(unprefixed, api.uploadAvatar),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const user = await app.loadSessionUser(request, reply);
      if (!user) throw new AppError(401, 'auth.required');
      await uploadsByMember.consume(user.id);
      const avatar = await service.replaceImage(`profiles/${user.id}/avatar`, await readUpload(request));
      const profile = await app.services.profiles.setAvatarUrl(user.id, avatar.url);
      // The navbar reads the avatar from the cached session lookup (as PUT /me/profile): refresh it.
      const token = app.sessions.readSessionToken(request.headers.cookie);
      if (token) await app.sessions.forget(token);
      return { profile };
    },
  });

  // Private uploads: the uploader, the participants of a conversation where it was sent, and
  // moderators while a report shows it. Everyone else, signed in or not, gets the 404 of a file
  // that does not exist, and no shared cache ever keeps a copy.
  app.route({
    ...routeOf(unprefixed, api.privateFile),
    handler: async (request, reply) => {
      const viewer = await app.loadSessionUser(request, reply);
      const key = `${PRIVATE_KEY_PREFIX}${request.params['*']}`;
      const object = isValidMediaKey(key) ? await service.openPrivate(viewer, key, parseRangeHeader(request.headers.range)) : null;
      reply.header('cache-control', 'private, no-store');
      if (!object) return reply.status(404).send(notFound);
      return sendStored(reply.header('vary', 'cookie'), object, `private, max-age=${MEDIA_CACHE_SECONDS}`);
    },
  });

  app.route({
    ...routeOf(unprefixed, api.publicFile),
    handler: async (request, reply) => {
      const key = request.params['*'];
      // Private keys are served by the route above only, never here nor from a bucket URL.
      if (!isValidMediaKey(key) || isPrivateMediaKey(key)) return reply.status(404).send(notFound);
      // With a public bucket URL the store serves the bytes; old or hand-made links still work.
      if (storage.servedExternally) return reply.redirect(storage.publicUrl(key), 302);

      const object = await storage.get(key, parseRangeHeader(request.headers.range));
      if (!object) return reply.status(404).send(notFound);
      return sendStored(reply, object, `public, max-age=${MEDIA_CACHE_SECONDS}`);
    },
  });
};

export default mediaRoutes;
