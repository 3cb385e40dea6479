/**
 * Legal documents are content, not interface strings (ADR 005): one typed module per language,
 * loaded on demand. `{placeholder}` tokens are filled from the public configuration at render.
 */

export const LEGAL_DOCUMENT_KEYS = ['mentions', 'terms', 'privacy', 'cookies', 'dsa'] as const;
export type LegalDocumentKey = (typeof LEGAL_DOCUMENT_KEYS)[number];

/** Every token a legal text may contain; anything else between braces is a content bug (tested). */
export const LEGAL_PLACEHOLDERS = [
  'site.name',
  'site.url',
  'operator.name',
  'operator.legalForm',
  'operator.address',
  'operator.email',
  'operator.registration',
  'operator.publicationDirector',
  'host.name',
  'host.address',
  'host.website',
  'times.reportsHours',
  'times.dsaReplyDays',
  'times.contactHours',
  'storage.language',
  'storage.anonymous',
  'age.min',
] as const;
export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number];

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | {
      kind: 'table';
      caption: string;
      headers: string[];
      rows: string[][];
      /** The first column holds technical names (cookie or storage keys), set in monospace. */
      codeFirstColumn?: boolean;
    };

export type LegalSubsection = { heading: string; blocks: LegalBlock[] };

export type LegalSection = {
  /** Anchor of the section: stable across languages so links to #section survive a switch. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
  subsections?: LegalSubsection[];
};

export type LegalDocumentContent = {
  /** One or two sentences shown under the title and on the /legal index. */
  summary: string;
  intro: LegalBlock[];
  sections: LegalSection[];
};

export type LegalContent = Record<LegalDocumentKey, LegalDocumentContent>;
