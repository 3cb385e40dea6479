// The five legal documents in English, translated from the French reference.
import type { LegalContent } from './types';
import { cookies } from './en/cookies';
import { dsa } from './en/dsa';
import { mentions } from './en/mentions';
import { privacy } from './en/privacy';
import { terms } from './en/terms';

export const content: LegalContent = { mentions, terms, privacy, cookies, dsa };
