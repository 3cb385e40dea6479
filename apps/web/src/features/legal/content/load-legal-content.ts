import type { UiLanguage } from '@la-meute/shared';
import type { LegalContent } from './types';

// One chunk per language, fetched only when a legal page is opened (ADR 005).
const loaders: Record<UiLanguage, () => Promise<LegalContent>> = {
  fr: () => import('./fr').then((module) => module.content),
  en: () => import('./en').then((module) => module.content),
  es: () => import('./es').then((module) => module.content),
};

export function loadLegalContent(language: UiLanguage): Promise<LegalContent> {
  return loaders[language]();
}
