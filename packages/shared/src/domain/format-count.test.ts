import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

const VALUES = [0, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 123456, 1234567, 98765432, -5, -1234, -12345, 1234.4, 1234.6, 0.4];

describe('formatCount', () => {
  it.each(['fr', 'fr-FR', 'en', 'en-US', 'en-GB', 'es', 'es-ES'])('writes counts as Intl.NumberFormat does in %s', (language) => {
    const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    for (const value of VALUES) expect(formatCount(value, language), `${value}`).toBe(intl.format(value));
  });

  it('leaves other languages to Intl', () => {
    expect(formatCount(1234567, 'de')).toBe(new Intl.NumberFormat('de', { maximumFractionDigits: 0 }).format(1234567));
  });
});
