import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt';

describe('excerpts', () => {
  it('flattens whitespace and cuts long texts to 80 characters', () => {
    expect(excerptOf('  Bonjour\n\n  tout le monde ')).toBe('Bonjour tout le monde');
    const long = excerptOf('a'.repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
