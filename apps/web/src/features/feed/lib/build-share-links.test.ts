import { describe, expect, it } from 'vitest';
import { buildPostUrl, buildShareLinks, buildSharePreview, DEFAULT_SHARE_HASHTAGS, SHARE_LINK_TARGETS } from './build-share-links';

const url = 'https://lameute.example/post/7d1f0c3e-1111-4222-8333-944455556666';
const links = buildShareLinks({ url, text: 'Balade en forêt ce dimanche & pique-nique', subject: 'Une publication sur La Meute' });

function query(link: string): URLSearchParams {
  return new URL(link).searchParams;
}

describe('buildPostUrl', () => {
  it('points at /post/{id} on the given origin', () => {
    expect(buildPostUrl('https://lameute.example', 'abc')).toBe('https://lameute.example/post/abc');
    expect(buildPostUrl('https://lameute.example/', 'abc')).toBe('https://lameute.example/post/abc');
  });
});

describe('buildSharePreview', () => {
  it('keeps a short text whole', () => {
    expect(buildSharePreview('  Bonjour la meute  ', 'fallback')).toBe('Bonjour la meute');
  });

  it('cuts at 100 characters and marks the cut', () => {
    const preview = buildSharePreview('a'.repeat(150), 'fallback');
    expect(preview).toBe(`${'a'.repeat(100)}…`);
  });

  it('never splits an emoji', () => {
    const preview = buildSharePreview('🐺'.repeat(120), 'fallback');
    expect(Array.from(preview)).toHaveLength(101);
    expect(preview.startsWith('🐺'.repeat(100))).toBe(true);
  });

  it('falls back when the post has no text (media only)', () => {
    expect(buildSharePreview('   ', 'Une publication de la Meute')).toBe('Une publication de la Meute');
  });
});

describe('buildShareLinks', () => {
  it('builds one address per target', () => {
    expect(Object.keys(links).sort()).toEqual([...SHARE_LINK_TARGETS].sort());
  });

  it('passes the post address to every target, encoded', () => {
    for (const target of SHARE_LINK_TARGETS) {
      const link = links[target];
      expect(decodeURIComponent(link.replaceAll('+', ' ')), target).toContain(url);
    }
  });

  it('shares on Twitter/X with the text and the default hashtags', () => {
    expect(links.twitter.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(query(links.twitter).get('text')).toBe('Balade en forêt ce dimanche & pique-nique');
    expect(query(links.twitter).get('hashtags')).toBe('LaMeute,community,wellness');
    expect(DEFAULT_SHARE_HASHTAGS).toEqual(['LaMeute', 'community', 'wellness']);
  });

  it('gives Facebook and LinkedIn the address only', () => {
    expect(query(links.facebook).get('u')).toBe(url);
    expect(query(links.linkedin).get('url')).toBe(url);
  });

  it('puts text, hashtags and address in WhatsApp, Telegram, Reddit and Tumblr', () => {
    expect(query(links.whatsapp).get('text')).toBe(`Balade en forêt ce dimanche & pique-nique\n\n#LaMeute #community #wellness\n${url}`);
    expect(query(links.telegram).get('url')).toBe(url);
    expect(query(links.reddit).get('title')).toBe('Balade en forêt ce dimanche & pique-nique');
    expect(query(links.tumblr).get('canonicalUrl')).toBe(url);
    expect(query(links.tumblr).get('tags')).toBe('LaMeute,community,wellness');
  });

  it('pins the first image on Pinterest when there is one', () => {
    expect(query(links.pinterest).has('media')).toBe(false);
    const withImage = buildShareLinks({ url, text: 't', subject: 's', imageUrl: 'https://lameute.example/media/a.png' });
    expect(query(withImage.pinterest).get('media')).toBe('https://lameute.example/media/a.png');
  });

  it('writes a mailto with encoded spaces rather than plus signs', () => {
    expect(links.email.startsWith('mailto:?subject=Une%20publication%20sur%20La%20Meute&body=')).toBe(true);
    expect(links.email).not.toContain('+');
  });
});
