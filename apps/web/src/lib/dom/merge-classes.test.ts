import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

// The app's source as text, read through Vite's glob.
const SOURCES = Object.values(
  import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' }),
);
// A string literal's words that look like utilities ("md:px-4", "size-9", "flex").
const LITERAL = /'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`/g;
const UTILITY = /^!?-?[a-z][\w:[\]()/.%#,=&>*+!-]*$/;

/** Every class-like word the app's source names: the vocabulary cn() is ever given. */
function appClasses(): string[] {
  const words = new Set<string>();
  for (const source of SOURCES) {
    for (const match of source.matchAll(LITERAL)) {
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        // Known to tailwind-merge as a utility, or a variant of one: what a merge can drop.
        if (UTILITY.test(word) && !word.includes('/api/') && twMerge(`${word} ${word}`) !== `${word} ${word}`) words.add(word);
      }
    }
  }
  return [...words].sort();
}

describe('mergeClasses', () => {
  const classes = appClasses();

  it('reads a vocabulary worth the name from the source', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toContain('text-muted-foreground');
  });

  it('keeps or drops each class of every pair the app could pass as tailwind-merge does', { timeout: 60_000 }, () => {
    // Every pair of plain utilities, every pair of those under variants, and each of the latter
    // beside its plain utility: a variant only scopes a class, whatever its group. One class of
    // each shape: px-2 stands for px-4 (a number outside brackets is any number).
    const shapes = new Map<string, string>();
    for (const name of classes) {
      const shape = name.replace(/\[[^\]]*\]|\d+(\.\d+)?/g, (part) => (part.startsWith('[') ? part : '0'));
      if (!shapes.has(shape)) shapes.set(shape, name);
    }
    const plain = [...shapes.values()].filter((name) => !name.includes(':'));
    const scoped = [...shapes.values()].filter((name) => name.includes(':'));
    const pairs = [
      ...plain.flatMap((first) => plain.map((second) => [first, second])),
      ...scoped.flatMap((first) => scoped.map((second) => [first, second])),
      ...scoped.flatMap((name) => {
        const utility = name.slice(name.lastIndexOf(':') + 1);
        return [
          [name, utility],
          [utility, name],
        ];
      }),
    ];
    const differences: string[] = [];
    for (const [first, second] of pairs) {
      const input = `${first} ${second}`;
      const expected = twMerge(input);
      const merged = mergeClasses(input);
      if (merged !== expected) differences.push(`${input} → ${expected}, not ${merged}`);
    }
    expect(pairs.length).toBeGreaterThan(50_000);
    expect(differences.slice(0, 40)).toEqual([]);
  });

  it('lets the last of three win and keeps what no utility claims', () => {
    const input = 'px-2 my-widget py-1 px-4 hover:px-1 hover:px-3';
    expect(mergeClasses(input)).toBe(twMerge(input));
  });
});
