import { describe, expect, it } from 'vitest';
import { getMediaKind, getYoutubeEmbedUrl } from './media';

describe('media kind by extension (SPEC §5)', () => {
  it.each([
    ['https://x.fr/a.JPG', 'image'],
    ['/media/u/1.webp?v=2', 'image'],
    ['https://x.fr/clip.mp4', 'video'],
    ['https://x.fr/clip.ogg#t=3', 'video'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['https://x.fr/page', 'link'],
  ])('%s is %s', (url, kind) => {
    expect(getMediaKind(url)).toBe(kind);
  });

  it('builds a privacy-friendly YouTube embed URL', () => {
    expect(getYoutubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(getYoutubeEmbedUrl('https://x.fr')).toBeNull();
  });
});
