import { PAGE_ROUTES } from '@la-meute/shared';
import { BookOpenText, Cookie, Landmark, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { TranslationKey } from '@/lib/i18n/i18n';
import type { LegalDocumentKey } from './content/types';

type LegalDocumentMeta = { path: string; titleKey: TranslationKey; icon: LucideIcon };

/** SPEC §2: the five legal pages, in the order the index lists them. */
export const LEGAL_DOCUMENTS: Record<LegalDocumentKey, LegalDocumentMeta> = {
  mentions: { path: PAGE_ROUTES.legalMentions, titleKey: 'pages.legalMentions.title', icon: Landmark },
  terms: { path: PAGE_ROUTES.legalTerms, titleKey: 'pages.legalTerms.title', icon: BookOpenText },
  privacy: { path: PAGE_ROUTES.legalPrivacy, titleKey: 'pages.legalPrivacy.title', icon: ShieldCheck },
  cookies: { path: PAGE_ROUTES.legalCookies, titleKey: 'pages.legalCookies.title', icon: Cookie },
  dsa: { path: PAGE_ROUTES.legalDsa, titleKey: 'pages.legalDsa.title', icon: Scale },
};
