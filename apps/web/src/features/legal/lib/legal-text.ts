import type { LegalPlaceholder } from '../content/types';

export type LegalValues = Record<LegalPlaceholder, string>;

export type LegalTextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'email'; address: string }
  | { kind: 'link'; href: string; label: string };

// A {group.name} placeholder, or a bare web address written in the text (ending before punctuation).
const TOKEN_PATTERN = /\{([a-zA-Z]+\.[a-zA-Z]+)\}|(https?:\/\/[^\s«»"]*[^\s«»".,;:!?)])/g;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/\S+$/;

function isKnownPlaceholder(key: string, values: LegalValues): key is LegalPlaceholder {
  return Object.hasOwn(values, key);
}

/** Turns a configured value into a link when it is an address someone would want to follow. */
function valueSegment(value: string): LegalTextSegment {
  if (EMAIL_PATTERN.test(value)) return { kind: 'email', address: value };
  if (URL_PATTERN.test(value)) return { kind: 'link', href: value, label: value };
  return { kind: 'text', text: value };
}

function pushText(segments: LegalTextSegment[], text: string) {
  if (!text) return;
  const last = segments.at(-1);
  if (last?.kind === 'text') last.text += text;
  else segments.push({ kind: 'text', text });
}

/**
 * Splits a legal paragraph into text, e-mail and link segments, filling `{operator.email}`-style
 * placeholders from `values`. Unknown placeholders stay as written, so a typo shows instead of vanishing.
 */
export function tokenizeLegalText(text: string, values: LegalValues): LegalTextSegment[] {
  const segments: LegalTextSegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const [token, placeholder, url] = match;
    pushText(segments, text.slice(cursor, match.index));
    cursor = match.index + token.length;
    if (url) {
      segments.push({ kind: 'link', href: url, label: url.replace(/^https?:\/\//, '') });
    } else if (placeholder && isKnownPlaceholder(placeholder, values)) {
      const segment = valueSegment(values[placeholder]);
      if (segment.kind === 'text') pushText(segments, segment.text);
      else segments.push(segment);
    } else {
      pushText(segments, token);
    }
  }
  pushText(segments, text.slice(cursor));
  return segments;
}

/** Every `{…}` token of a text, known or not: the content test checks them against the list. */
export function listPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
}
