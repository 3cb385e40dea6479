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

  it('names the site the image would be fetched from', () => {
    expect(outsideHost('https://pixel.example.com/t.gif?u=42')).toBe('pixel.example.com');
    expect(outsideHost('//cdn.example.org/a.png')).toBe('cdn.example.org');
  });
});
