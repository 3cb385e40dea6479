import { describe, expect, it } from 'vitest';
import { MicroCache } from './micro-cache';

describe('MicroCache', () => {
  it('keeps a value for its TTL only, and forgets everything on clear', () => {
    let now = 0;
    const cache = new MicroCache<string>(1000, 10, () => now);
    cache.set('a', '1');
    now = 999;
    expect(cache.get('a')).toBe('1');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', '2');
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('never grows past its size', () => {
    const cache = new MicroCache<string>(1000, 2);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe('3');
  });

  it('computes a missing value once for callers arriving together, and forgets a failure', async () => {
    const cache = new MicroCache<Promise<number>>(1000);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return 42;
    };
    expect(await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)])).toEqual([42, 42]);
    expect(calls).toBe(1);
    await expect(cache.getOrCompute('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.get('bad')).toBeUndefined();
  });
});
