import { LIMITS, PAGE_ROUTES } from '@la-meute/shared';

/** SPEC §9: the share targets that open a web page (native share, copy and TikTok are handled apart). */
export const SHARE_LINK_TARGETS = ['facebook', 'twitter', 'linkedin', 'whatsapp', 'telegram', 'reddit', 'pinterest', 'tumblr', 'email'] as const;
export type ShareLinkTarget = (typeof SHARE_LINK_TARGETS)[number];

/** SPEC §9 default share hashtags: the product name, community, wellness. */
export const DEFAULT_SHARE_HASHTAGS = ['LaMeute', 'community', 'wellness'] as const;

export const TIKTOK_URL = 'https://www.tiktok.com/';

export type ShareLinkInput = {
  /** The absolute address of the post page. */
  url: string;
  /** The preview text (see buildSharePreview). */
  text: string;
  /** The subject of the e-mail. */
  subject: string;
  hashtags?: readonly string[];
  /** An absolute image address, for Pinterest which pins a picture. */
  imageUrl?: string | null;
};

/** SPEC §2: a post is shared by its page address, /post/{id}, on the current origin. */
export function buildPostUrl(origin: string, postId: string): string {
  return `${origin.replace(/\/+$/, '')}${PAGE_ROUTES.post.replace(':postId', encodeURIComponent(postId))}`;
}

/**
 * SPEC §9: the post text cut at 100 characters. Counted in code points so an emoji is never
 * split in half; an ellipsis marks the cut.
 */
export function buildSharePreview(content: string, fallback: string): string {
  const characters = Array.from(content.trim().replace(/\s+/g, ' '));
  if (characters.length === 0) return fallback;
  if (characters.length <= LIMITS.sharePreview) return characters.join('');
  return `${characters.slice(0, LIMITS.sharePreview).join('').trimEnd()}…`;
}

function withQuery(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

/** The address that opens each target's share page, pre-filled with the post. */
export function buildShareLinks({ url, text, subject, hashtags = DEFAULT_SHARE_HASHTAGS, imageUrl }: ShareLinkInput): Record<ShareLinkTarget, string> {
  const tagLine = hashtags.map((tag) => `#${tag}`).join(' ');
  const textWithTags = tagLine ? `${text}\n\n${tagLine}` : text;
  const pin: Record<string, string> = { url, description: textWithTags };
  if (imageUrl) pin.media = imageUrl;
  return {
    facebook: withQuery('https://www.facebook.com/sharer/sharer.php', { u: url }),
    twitter: withQuery('https://twitter.com/intent/tweet', { url, text, hashtags: hashtags.join(',') }),
    linkedin: withQuery('https://www.linkedin.com/sharing/share-offsite/', { url }),
    whatsapp: withQuery('https://wa.me/', { text: `${textWithTags}\n${url}` }),
    telegram: withQuery('https://t.me/share/url', { url, text: textWithTags }),
    reddit: withQuery('https://www.reddit.com/submit', { url, title: text }),
    pinterest: withQuery('https://www.pinterest.com/pin/create/button/', pin),
    tumblr: withQuery('https://www.tumblr.com/widgets/share/tool', { canonicalUrl: url, caption: text, tags: hashtags.join(',') }),
    // mailto wants %20, not '+', for spaces: encodeURIComponent rather than URLSearchParams.
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${textWithTags}\n\n${url}`)}`,
  };
}
