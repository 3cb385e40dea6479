import { Download } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '../hooks/use-install-prompt';

/** SPEC §2/§4: hidden until the browser offers the install; Install or Later dismisses it. */
export function InstallBanner() {
  const { t } = useTranslation();
  const { available, install, dismiss } = useInstallPrompt();
  if (!available) return null;

  return (
    <section
      aria-labelledby="install-banner-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-4 rounded-2xl border bg-card p-5 shadow-2xl sm:left-6 sm:right-auto sm:mx-0 sm:flex-row sm:items-center"
    >
      <img src="/pwa-192x192.png" alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl" />
      <div className="grid flex-1 gap-1">
        <h2 id="install-banner-title" className="font-semibold">
          {t('pwa.install.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pwa.install.description')}</p>
      </div>
      <div className="flex gap-2 sm:flex-col">
        <Button size="sm" className="flex-1" onClick={() => void install()}>
          <Download aria-hidden="true" />
          {t('pwa.install.accept')}
        </Button>
        <Button size="sm" variant="ghost" className="flex-1" onClick={dismiss}>
          {t('pwa.install.later')}
        </Button>
      </div>
    </section>
  );
}
