import { LogOut, VenetianMask } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';

/** SPEC §6: a pseudonym session says under which name it speaks, and can be left. */
export function PseudonymBanner({ pseudonym, onLeave }: { pseudonym: string; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2 px-1 text-xs text-muted-foreground">
      <VenetianMask aria-hidden="true" className="size-3.5 shrink-0" />
      <p className="min-w-0 flex-1 truncate">{t('chat.pseudonym.current', { pseudonym })}</p>
      <button
        type="button"
        onClick={onLeave}
        className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-medium text-foreground/80 hover:bg-muted hover:text-foreground"
      >
        <LogOut aria-hidden="true" className="size-3" />
        {t('chat.pseudonym.leave')}
      </button>
    </div>
  );
}
