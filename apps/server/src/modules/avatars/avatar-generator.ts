import type { Style } from '@dicebear/core';
import type { AvatarStyle } from '@la-meute/shared';
import { lazyModule } from '../../lib/lazy-module';
import { loadSharp } from '../media/image-processing';

// DiceBear draws each style from a seed: the same profile always gets the same faces, offline.
const loadDiceBear = lazyModule(async () => {
  const [{ createAvatar }, { adventurer, bigSmile, bottts, lorelei, notionists, personas }] = await Promise.all([
    import('@dicebear/core'),
    import('@dicebear/collection'),
  ]);
  const styles: Record<AvatarStyle, Style<object>> = {
    lorelei: lorelei as Style<object>,
    notionists: notionists as Style<object>,
    adventurer: adventurer as Style<object>,
    personas: personas as Style<object>,
    'big-smile': bigSmile as Style<object>,
    bottts: bottts as Style<object>,
  };
  return { createAvatar, styles };
});

/** What of a profile seeds its avatars: a new name or new interests give new faces. */
export function avatarSeed(profile: { username: string; displayName: string; interests: string[] }): string {
  return [profile.username, profile.displayName, ...profile.interests].join('|').toLocaleLowerCase();
}

export async function drawAvatarSvg(style: AvatarStyle, seed: string): Promise<string> {
  const { createAvatar, styles } = await loadDiceBear();
  return createAvatar(styles[style], { seed, size: 256, backgroundColor: ['f4ede4', 'e8efe6', 'e6ecf2', 'f2e6ea'] }).toString();
}

export function toDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The chosen avatar as a PNG, for the media pipeline that stores every avatar. */
export async function renderAvatarPng(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize(512, 512).png().toBuffer();
}
