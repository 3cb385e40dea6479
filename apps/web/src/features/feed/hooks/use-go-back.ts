import { PAGE_ROUTES } from '@la-meute/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

/**
 * Back to the previous page, or to the feed when the post was opened directly (a shared link):
 * history.back() would then leave the site. React Router numbers its entries in history.state.idx.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(localize(PAGE_ROUTES.feed), { replace: true });
  }, [navigate, localize]);
}
