import { ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

type NewPostsBarProps = { visible: boolean; onShow: () => Promise<void> };

/** Announces posts published since the feed loaded; loads them and goes back to the top. */
export function NewPostsBar({ visible, onShow }: NewPostsBarProps) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);

  async function handleClick() {
    setLoading(true);
    try {
      await onShow();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } finally {
      setLoading(false);
    }
  }

  return (
    // Always mounted, so screen readers hear the button appear.
    <div aria-live="polite" className="pointer-events-none sticky top-20 z-20 flex h-0 justify-center">
      {visible ? (
        <button
          type="button"
          onClick={() => void handleClick()}
          disabled={loading}
          className="pointer-events-auto inline-flex h-10 items-center gap-2 rounded-full bg-primary px-4 text-sm font-medium text-primary-foreground shadow-lg transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-70"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {t('feed.newPosts.show')}
        </button>
      ) : null}
    </div>
  );
}
