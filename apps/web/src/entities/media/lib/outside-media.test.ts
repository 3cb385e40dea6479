import { describe, expect, it } from 'vitest';
import { isOutsideAddress, outsideHost } from './outside-media';

describe('outside media addresses', () => {
  it('waits for a click before loading an image from another site, never for our own uploads', () => {
    expect(isOutsideAddress('https://pixel.example.com/t.gif?u=42')).toBe(true);
    expect(isOutsideAddress(' HTTP://tracker.example/x.png')).toBe(true);
    expect(isOutsideAddress('//tracker.example/x.png')).toBe(true);
    expect(isOutsideAddress('/media/u1/0123456789abcdef0123456789abcdef.jpg')).toBe(false);
    expect(isOutsideAddress('/media/private/u1/0123456789abcdef0123456789abcdef.jpg')).toBe(false);
  });

  it('shows an absolute address on this very site at once, and another site that merely looks alike waits', () => {
    const own = 'https://lameute.example';
    expect(isOutsideAddress('https://lameute.example/pwa-192x192.png', own)).toBe(false);
    expect(isOutsideAddress('//lameute.example/pwa-192x192.png', own)).toBe(false);
    expect(isOutsideAddress('https://lameute.example.evil.test/x.png', own)).toBe(true);
    expect(isOutsideAddress('http://lameute.example/x.png', own)).toBe(true);
    // While the server renders, no origin is known: every absolute address waits.
    expect(isOutsideAddress('https://lameute.example/pwa-192x192.png', null)).toBe(true);
  });

  it('names the site the image would be fetched from', () => {
    expect(outsideHost('https://pixel.example.com/t.gif?u=42')).toBe('pixel.example.com');
    expect(outsideHost('//cdn.example.org/a.png')).toBe('cdn.example.org');
  });
});
