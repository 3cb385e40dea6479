import { describe, expect, it } from 'vitest';
import { listPlaceholders } from '../lib/legal-text';
import { content as en } from './en';
import { content as es } from './es';
import { content as fr } from './fr';
import { LEGAL_DOCUMENT_KEYS, LEGAL_PLACEHOLDERS, type LegalBlock, type LegalDocumentContent } from './types';

const LANGUAGES = { fr, en, es };

function blockTexts(block: LegalBlock): string[] {
  if (block.kind === 'paragraph') return [block.text];
  if (block.kind === 'list') return block.items;
  return [block.caption, ...block.headers, ...block.rows.flat()];
}

function documentTexts(document: LegalDocumentContent): string[] {
  return [
    document.summary,
    ...document.intro.flatMap(blockTexts),
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap(blockTexts),
      ...(section.subsections ?? []).flatMap((sub) => [sub.heading, ...sub.blocks.flatMap(blockTexts)]),
    ]),
  ];
}

/** The shape of a document without its words: what every translation must keep. */
function outline(document: LegalDocumentContent) {
  const blockShape = (block: LegalBlock) =>
    block.kind === 'table' ? `table:${block.headers.length}x${block.rows.length}` : block.kind === 'list' ? `list:${block.items.length}` : 'paragraph';
  return {
    intro: document.intro.map(blockShape),
    sections: document.sections.map((section) => ({
      id: section.id,
      blocks: section.blocks.map(blockShape),
      subsections: (section.subsections ?? []).map((sub) => sub.blocks.map(blockShape)),
    })),
  };
}

describe.each(Object.entries(LANGUAGES))('legal content (%s)', (_language, documents) => {
  it.each(LEGAL_DOCUMENT_KEYS)('%s uses only known placeholders', (key) => {
    const known = new Set<string>(LEGAL_PLACEHOLDERS);
    const unknown = documentTexts(documents[key]).flatMap(listPlaceholders).filter((token) => !known.has(token));
    expect(unknown).toEqual([]);
  });

  it.each(LEGAL_DOCUMENT_KEYS)('%s has the same outline and anchors as the French reference', (key) => {
    expect(outline(documents[key])).toEqual(outline(fr[key]));
  });

  it.each(LEGAL_DOCUMENT_KEYS)('%s has unique section anchors', (key) => {
    const ids = documents[key].sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('required statements (French reference)', () => {
  const all = (key: (typeof LEGAL_DOCUMENT_KEYS)[number]) => documentTexts(fr[key]).join('\n');

  it('the DSA page says private messages are not end-to-end encrypted', () => {
    expect(all('dsa')).toContain('ne sont pas chiffrés de bout en bout');
  });

  it('the privacy policy lists every GDPR right and the CNIL', () => {
    for (const right of ["droit d'accès", 'rectification', "l'effacement", 'limitation', 'portabilité', "droit d'opposition", 'après votre décès', 'CNIL']) {
      expect(all('privacy')).toContain(right);
    }
  });

  it('the cookie policy names the session cookie and the local storage keys', () => {
    expect(all('cookies')).toContain('la-meute.session_token');
    expect(all('cookies')).toContain('{storage.language}');
    expect(all('cookies')).toContain('{storage.anonymous}');
  });
});
