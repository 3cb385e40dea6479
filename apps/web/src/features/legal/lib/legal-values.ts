import {
  AGE,
  ANONYMOUS_SESSION_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  RESPONSE_TIMES,
  type PublicConfig,
} from '@la-meute/shared';
import type { LegalValues } from './legal-text';

/** What the texts say in place of a detail the operator has not published yet (empty in the configuration). */
export type UnpublishedTexts = { name: string; value: string };

/** Whether the operator has left some of its or its host's details empty (the server warns at start-up). */
export function hasUnpublishedOperatorDetails(config: PublicConfig | undefined): boolean {
  if (!config) return false;
  return [...Object.values(config.operator), ...Object.values(config.host)].some((value) => value.trim() === '');
}

/**
 * The values of the legal texts' placeholders: operator and host from the public configuration,
 * SPEC §9 delays and limits from shared constants. Without a configuration (the request failed),
 * operator details read `unavailable` rather than a guess; a detail left empty reads `unpublished`.
 */
export function buildLegalValues(config: PublicConfig | undefined, unavailable: string, unpublished?: UnpublishedTexts): LegalValues {
  const detail = (value: string | undefined, missing = unpublished?.value) => {
    if (value === undefined) return unavailable;
    return value.trim() === '' && missing ? missing : value;
  };
  return {
    'site.name': config?.siteName ?? unavailable,
    'site.url': config?.siteUrl ?? unavailable,
    'operator.name': detail(config?.operator.name, unpublished?.name),
    'operator.legalForm': detail(config?.operator.legalForm),
    'operator.address': detail(config?.operator.address),
    'operator.email': detail(config?.operator.email),
    'operator.registration': detail(config?.operator.registration),
    'operator.publicationDirector': detail(config?.operator.publicationDirector),
    'host.name': detail(config?.host.name),
    'host.address': detail(config?.host.address),
    'host.website': detail(config?.host.website),
    'times.reportsHours': String(RESPONSE_TIMES.reportsWorkingHours),
    'times.dsaReplyDays': String(RESPONSE_TIMES.dsaReplyWorkingDays),
    'times.contactHours': String(RESPONSE_TIMES.contactReplyHours),
    'storage.language': LANGUAGE_STORAGE_KEY,
    'storage.anonymous': ANONYMOUS_SESSION_STORAGE_KEY,
    'age.min': String(AGE.min),
  };
}
