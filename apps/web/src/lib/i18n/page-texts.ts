const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;

/**
 * The texts a server-rendered page carries for the app that hydrates it: the keys its render
 * looked up, and every plural form of a counted text, since a count or a relative time may need
 * another form once the browser's clock or a live update moves it.
 */
export function pickPageTexts(texts: Record<string, string>, keys: Iterable<string>): Record<string, string> {
  const picked: Record<string, string> = {};
  const take = (key: string) => {
    const text = texts[key];
    if (text !== undefined) picked[key] = text;
  };
  for (const key of keys) {
    if (!PLURAL_FORM.test(key)) {
      take(key);
      continue;
    }
    const base = key.replace(PLURAL_FORM, '');
    for (const category of PLURAL_CATEGORIES) take(`${base}_${category}`);
  }
  return picked;
}
