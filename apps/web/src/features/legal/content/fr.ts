// The five legal documents in French: the reference text (SPEC §1, French-first).
import type { LegalContent } from './types';
import { cookies } from './fr/cookies';
import { dsa } from './fr/dsa';
import { mentions } from './fr/mentions';
import { privacy } from './fr/privacy';
import { terms } from './fr/terms';

export const content: LegalContent = { mentions, terms, privacy, cookies, dsa };
