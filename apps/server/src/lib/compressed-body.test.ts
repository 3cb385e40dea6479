import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedBody, pickEncoding } from './compressed-body';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('CompressedBody', () => {
  it('compresses each encoding once, and both decompress to the original', async () => {
    const body = CompressedBody.fromJson({ posts: Array.from({ length: 50 }, (_, index) => ({ index, text: 'la meute '.repeat(10) })) });
    const first = body.get('br');
    expect(body.get('br')).toBe(first);
    expect(zlib.brotliDecompressSync(await first).equals(body.raw)).toBe(true);
    expect(zlib.gunzipSync(await body.get('gzip')).equals(body.raw)).toBe(true);
    expect((await first).length).toBeLessThan(body.raw.length / 5);
  });
});
