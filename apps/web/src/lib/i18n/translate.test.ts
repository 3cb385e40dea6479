import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import { createTranslator, type TranslateOptions, type TranslationKey } from './translate';

const CATALOGUES = { fr, en, es } as Record<'fr' | 'en' | 'es', Record<string, string>>;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1.5, 1_000_000];

/** The locale files were written for i18next: the reference the app's translator answers like. */
async function i18nextFor(language: string, texts: Record<string, string>) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: texts } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return (key: string, options?: TranslateOptions) => String(i18n.t(key, options as never));
}

/** Every placeholder of a text given a value, but the last one, which stays unfilled. */
function valuesFor(text: string): Record<string, string> {
  const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim()).filter((name) => name !== 'count');
  return Object.fromEntries(names.slice(0, -1).map((name, index) => [name, `<${name}-${index}>`]));
}

describe('the translator reads the catalogues as i18next does', () => {
  it.each(Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[])('every text and plural form in %s', async (language) => {
    const texts = CATALOGUES[language];
    const reference = await i18nextFor(language, texts);
    const translate = createTranslator(texts, language);
    const bases = new Set(Object.keys(texts).map((key) => key.replace(PLURAL, '')));
    let compared = 0;
    for (const key of bases) {
      const values = valuesFor(texts[key] ?? texts[`${key}_other`] ?? '');
      const asked: TranslateOptions[] = [values, ...COUNTS.map((count) => ({ ...values, count }))];
      for (const options of asked) {
        expect(translate(key as TranslationKey, options), `${language} ${key} ${JSON.stringify(options)}`).toBe(reference(key, options));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('picks a context variant, its plural forms, then the plain text', async () => {
    const texts = { 'x.decided': 'plain', 'x.decided_upheld': 'upheld', 'x.seen_one': 'one seen', 'x.seen_other': '{{count}} seen', 'x.seen_late_other': '{{count}} late', 'x.none_zero': 'none', 'x.none_other': '{{count}} some' };
    const reference = await i18nextFor('en', texts);
    const translate = createTranslator(texts, 'en');
    const cases: [string, TranslateOptions][] = [
      ['x.decided', { context: 'upheld' }],
      ['x.decided', { context: 'lifted' }],
      ['x.decided', { context: '' }],
      ['x.seen', { context: 'late', count: 3 }],
      ['x.seen', { context: 'late', count: 1 }],
      ['x.none', { count: 0 }],
      ['x.none', { count: 4 }],
      ['x.missing', {}],
      ['x.missing', { defaultValue: 'stand-in' }],
    ];
    for (const [key, options] of cases) expect(translate(key as TranslationKey, options), `${key} ${JSON.stringify(options)}`).toBe(reference(key, options));
    expect(translate('x.decided' as TranslationKey, { context: 'upheld' })).toBe('upheld');
    expect(translate('x.none' as TranslationKey, { count: 0 })).toBe('none');
  });

  it('fills placeholders once, as written, and empties one given no value', async () => {
    const texts = { greet: 'Hi {{name}}, {{ other }}!', raw: '{{value}}' };
    const reference = await i18nextFor('en', texts);
    const translate = createTranslator(texts, 'en');
    const cases: [string, TranslateOptions][] = [
      ['greet', { name: '<b>Zoé</b>', other: '{{name}}' }],
      ['greet', { name: undefined, other: null }],
      ['greet', { name: 'Zoé' }],
      ['raw', { value: 42 }],
    ];
    for (const [key, options] of cases) expect(translate(key as TranslationKey, options)).toBe(reference(key, options));
    expect(translate('greet' as TranslationKey, { name: '<b>Zoé</b>', other: '{{name}}' })).toBe('Hi <b>Zoé</b>, {{name}}!');
  });
});
