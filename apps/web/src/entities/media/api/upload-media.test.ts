import { MEDIA_LIMITS } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { exceedsMediaLimit, mediaUploadAddress } from './upload-media';

describe('exceedsMediaLimit', () => {
  it('applies the image limit to images and the video limit to everything else', () => {
    expect(exceedsMediaLimit({ type: 'image/png', size: MEDIA_LIMITS.imageBytes })).toBe(false);
    expect(exceedsMediaLimit({ type: 'image/png', size: MEDIA_LIMITS.imageBytes + 1 })).toBe(true);
    expect(exceedsMediaLimit({ type: 'video/mp4', size: MEDIA_LIMITS.imageBytes + 1 })).toBe(false);
    expect(exceedsMediaLimit({ type: 'video/mp4', size: MEDIA_LIMITS.videoBytes + 1 })).toBe(true);
  });
});

describe('mediaUploadAddress', () => {
  it('sends a private or direct message attachment as a private upload, anything else as public', () => {
    expect(mediaUploadAddress('private')).toBe('/api/media?scope=private');
    expect(mediaUploadAddress()).toBe('/api/media');
  });
});
