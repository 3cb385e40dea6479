import { LegalDocumentPage } from '@/features/legal/components/legal-document-page';
import { LegalIndexPage } from '@/features/legal/components/legal-index-page';
import type { LegalDocumentKey } from '@/features/legal/content/types';
import { usePublicConfig } from '@/entities/site/public-config';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** SPEC §2: /legal, the index of the five legal documents. */
export function LegalIndexRoute() {
  const publicConfig = usePublicConfig();
  usePageTitle();
  return <LegalIndexPage config={publicConfig.data} />;
}

/** One legal document, with the operator details of GET /api/public-config. */
function LegalDocumentRoute({ documentKey }: { documentKey: LegalDocumentKey }) {
  const publicConfig = usePublicConfig();
  usePageTitle();
  return <LegalDocumentPage documentKey={documentKey} config={publicConfig.data} configStatus={publicConfig.status} />;
}

// The router's lazy routes take a component without props: one per document.
export const LegalMentionsRoute = () => <LegalDocumentRoute documentKey="mentions" />;
export const LegalTermsRoute = () => <LegalDocumentRoute documentKey="terms" />;
export const LegalPrivacyRoute = () => <LegalDocumentRoute documentKey="privacy" />;
export const LegalCookiesRoute = () => <LegalDocumentRoute documentKey="cookies" />;
export const LegalDsaRoute = () => <LegalDocumentRoute documentKey="dsa" />;
