import { AVATAR_STYLES, type AvatarStyle, type AvatarSuggestion } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import type { MediaService } from '../media/media.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { avatarSeed, drawAvatarSvg, renderAvatarPng, toDataUri } from './avatar-generator';

/**
 * SPEC §2 Generate AI Photos, working offline: one avatar per style, seeded by the profile, to
 * choose from. Nothing is stored until one is chosen; it then goes where uploaded avatars go.
 */
export function createAvatarSuggestionsService(deps: { profiles: ProfilesService; media: MediaService }) {
  const { profiles, media } = deps;

  async function seedOf(userId: string) {
    const profile = await profiles.getOwnProfile(userId);
    if (!profile) throw new AppError(404, 'http.not_found');
    return avatarSeed(profile);
  }

  return {
    async suggest(userId: string): Promise<AvatarSuggestion[]> {
      const seed = await seedOf(userId);
      return AVATAR_STYLES.map((style) => ({ style, image: toDataUri(drawAvatarSvg(style, seed)) }));
    },

    /** Drawn again from the same seed (the same face the member saw), then stored as their avatar. */
    async choose(userId: string, style: AvatarStyle) {
      const png = await renderAvatarPng(drawAvatarSvg(style, await seedOf(userId)));
      const stored = await media.replaceImage(`profiles/${userId}/avatar`, { filename: 'avatar.png', bytes: png });
      await profiles.setAvatarUrl(userId, stored.url);
      return { avatarUrl: stored.url };
    },
  };
}

export type AvatarSuggestionsService = ReturnType<typeof createAvatarSuggestionsService>;
