import {
  AGE,
  ANONYMOUS_SESSION_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  RESPONSE_TIMES,
  type PublicConfig,
} from '@la-meute/shared';
import type { LegalValues } from './legal-text';

/**
 * The values of the legal texts' placeholders: operator and host from the public configuration,
 * SPEC §9 delays and limits from shared constants. Without a configuration (the request failed),
 * operator details read `unavailable` rather than a guess.
 */
export function buildLegalValues(config: PublicConfig | undefined, unavailable: string): LegalValues {
  return {
    'site.name': config?.siteName ?? unavailable,
    'site.url': config?.siteUrl ?? unavailable,
    'operator.name': config?.operator.name ?? unavailable,
    'operator.legalForm': config?.operator.legalForm ?? unavailable,
    'operator.address': config?.operator.address ?? unavailable,
    'operator.email': config?.operator.email ?? unavailable,
    'operator.registration': config?.operator.registration ?? unavailable,
    'operator.publicationDirector': config?.operator.publicationDirector ?? unavailable,
    'host.name': config?.host.name ?? unavailable,
    'host.address': config?.host.address ?? unavailable,
    'host.website': config?.host.website ?? unavailable,
    'times.reportsHours': String(RESPONSE_TIMES.reportsWorkingHours),
    'times.dsaReplyDays': String(RESPONSE_TIMES.dsaReplyWorkingDays),
    'times.contactHours': String(RESPONSE_TIMES.contactReplyHours),
    'storage.language': LANGUAGE_STORAGE_KEY,
    'storage.anonymous': ANONYMOUS_SESSION_STORAGE_KEY,
    'age.min': String(AGE.min),
  };
}
