import type { AvatarChoice } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useAvatarSuggestions } from '../api/get-avatar-suggestions';
import { useChooseAvatarSuggestion } from '../api/choose-avatar-suggestion';

type AvatarSuggestionsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChosen?: () => void;
};

/** SPEC §2 Generate AI Photos: avatars drawn from the profile, one per style, to choose from. */
export function AvatarSuggestionsDialog({ open, onOpenChange, onChosen }: AvatarSuggestionsDialogProps) {
  const { t } = useTranslation();
  const suggestions = useAvatarSuggestions(open);
  const choose = useChooseAvatarSuggestion();

  function pick(style: AvatarChoice) {
    choose.mutate(style, {
      onSuccess: () => {
        toast({ title: t('profileEditor.avatar.uploaded') });
        onOpenChange(false);
        onChosen?.();
      },
      onError: () => toast({ title: t('common.error'), description: t('profileEditor.generate.failed'), variant: 'destructive' }),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profileEditor.generate.title')}
      description={t('profileEditor.generate.description')}
      closeLabel={t('profileEditor.generate.close')}
      className="max-w-lg"
    >
      {suggestions.isPending ? (
        <Spinner label={t('profileEditor.generate.loading')} className="py-10" />
      ) : suggestions.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
          <p className="text-sm">{t('profileEditor.generate.failed')}</p>
          <Button variant="outline" size="sm" onClick={() => void suggestions.refetch()}>
            {t('profileEditor.generate.retry')}
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-3 gap-3" aria-busy={choose.isPending}>
          {suggestions.data.suggestions.map(({ style, image }) => (
            <li key={style}>
              <button
                type="button"
                onClick={() => pick(style)}
                disabled={choose.isPending}
                aria-label={t('profileEditor.generate.choose', { style: t(`profileEditor.generate.style.${style}`) })}
                className="grid w-full place-items-center rounded-xl border bg-muted/40 p-2 transition hover:border-primary focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
              >
                <img src={image} alt="" width={96} height={96} className="size-24 rounded-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
