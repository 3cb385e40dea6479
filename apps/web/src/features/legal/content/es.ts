// The five legal documents in Spanish, translated from the French reference.
import type { LegalContent } from './types';
import { cookies } from './es/cookies';
import { dsa } from './es/dsa';
import { mentions } from './es/mentions';
import { privacy } from './es/privacy';
import { terms } from './es/terms';

export const content: LegalContent = { mentions, terms, privacy, cookies, dsa };
