import type { Readable } from 'node:stream';
import { AVATAR_STYLES, type AvatarChoice, type AvatarSuggestion } from '@la-meute/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { MediaService } from '../media/media.service';
import type { MediaStorage } from '../media/storage';
import type { ProfilesService } from '../profiles/profiles.service';
import { avatarSeed, drawAvatarSvg, renderAvatarPng, toDataUri } from './avatar-generator';
import { portraitPrompt, type ImageGenerator } from './image-generation';

async function readAll(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * SPEC §2 Generate AI Photos: one avatar per style, drawn offline from the profile, and — with an
 * image-generation provider configured — a generated portrait. Drawn ones are stored only once
 * chosen; the portrait waits under `profiles/{id}/ai-candidate` until chosen or replaced. A chosen
 * one goes where uploaded avatars go.
 */
export function createAvatarSuggestionsService(deps: {
  profiles: ProfilesService;
  media: MediaService;
  storage: Pick<MediaStorage, 'get'>;
  imageGenerator: ImageGenerator | null;
  logger: FastifyBaseLogger;
}) {
  const { profiles, media, storage, imageGenerator, logger } = deps;
  const candidateKey = (userId: string) => `profiles/${userId}/ai-candidate`;

  async function ownProfile(userId: string) {
    const profile = await profiles.getOwnProfile(userId);
    if (!profile) throw new AppError(404, 'http.not_found');
    return profile;
  }

  /** The provider's portrait, kept as a candidate; null when there is none or it failed (the drawn ones remain). */
  async function generatePortrait(userId: string, interests: string[]): Promise<AvatarSuggestion | null> {
    if (!imageGenerator) return null;
    try {
      const bytes = await imageGenerator.generate(portraitPrompt(interests));
      const stored = await media.replaceImage(candidateKey(userId), { filename: 'portrait.png', bytes });
      return { style: 'ai', image: stored.url };
    } catch (error) {
      logger.warn({ err: error }, 'Image generation failed: only the drawn avatars are offered');
      return null;
    }
  }

  async function storedCandidate(userId: string): Promise<Buffer> {
    for (const extension of ['png', 'jpg', 'webp']) {
      const stored = await storage.get(`${candidateKey(userId)}.${extension}`);
      if (stored) return readAll(stored.body);
    }
    throw new AppError(404, 'http.not_found');
  }

  return {
    async suggest(userId: string): Promise<AvatarSuggestion[]> {
      const profile = await ownProfile(userId);
      const seed = avatarSeed(profile);
      const drawn = await Promise.all(
        AVATAR_STYLES.map(async (style): Promise<AvatarSuggestion> => ({ style, image: toDataUri(await drawAvatarSvg(style, seed)) })),
      );
      const portrait = await generatePortrait(userId, profile.interests);
      return portrait ? [portrait, ...drawn] : drawn;
    },

    /** A drawn one is drawn again from the same seed (the face the member saw); the portrait is read back. */
    async choose(userId: string, style: AvatarChoice) {
      const bytes =
        style === 'ai' ? await storedCandidate(userId) : await renderAvatarPng(await drawAvatarSvg(style, avatarSeed(await ownProfile(userId))));
      const stored = await media.replaceImage(`profiles/${userId}/avatar`, { filename: style === 'ai' ? 'portrait.png' : 'avatar.png', bytes });
      await profiles.setAvatarUrl(userId, stored.url);
      return { avatarUrl: stored.url };
    },
  };
}

export type AvatarSuggestionsService = ReturnType<typeof createAvatarSuggestionsService>;
