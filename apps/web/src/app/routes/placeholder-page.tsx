import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import type { TranslationKey } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/i18n/use-page-title';

export type PlaceholderHandle = { titleKey: TranslationKey };

function isPlaceholderHandle(handle: unknown): handle is PlaceholderHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** Pages later issues will build: for now only their translated heading. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  usePageTitle();
  const handle = useMatches().findLast((match) => isPlaceholderHandle(match.handle))?.handle;
  const titleKey = isPlaceholderHandle(handle) ? handle.titleKey : 'pages.home.title';
  return <PageShell title={t(titleKey)} />;
}
