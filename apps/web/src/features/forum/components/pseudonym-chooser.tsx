import { PAGE_ROUTES } from '@la-meute/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

type PseudonymChooserProps = {
  onChoose: (pseudonym: string) => Promise<void>;
  /** What the visitor is about to do, for the intro text ('forum.identity.topicIntro'…). */
  intro: string;
  /** Follows what is typed, so a form around it can use a pseudonym typed but not yet confirmed. */
  onDraftChange?: (value: string) => void;
};

/**
 * SPEC §4: a visitor signs in, or takes part under a pseudonym (the same browser session as the
 * chat's). The pseudonym is checked by the shared schema, loaded with the first submission.
 */
export function PseudonymChooser({ onChoose, intro, onDraftChange }: PseudonymChooserProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const { anonymousSessionSchema } = await import('../lib/forum-form-schemas');
    if (!anonymousSessionSchema.shape.pseudonym.safeParse(value).success) {
      setError(t('forum.identity.pseudonymInvalid'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onChoose(value.trim());
    } catch (caught) {
      toast({ title: t('common.error'), description: getErrorMessage(t, caught), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-3 rounded-lg border border-dashed bg-muted/40 p-3">
      <p className="text-sm">
        {intro}{' '}
        <Link to={localize(PAGE_ROUTES.auth)} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('forum.identity.signIn')}
        </Link>
      </p>
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
        <TextField
          id={`${id}-pseudonym`}
          label={t('forum.identity.pseudonymLabel')}
          placeholder={t('forum.identity.pseudonymPlaceholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onDraftChange?.(event.target.value);
          }}
          maxLength={30}
          hint={error ?? t('forum.identity.pseudonymHint')}
          hintTone={error ? 'error' : 'muted'}
          className="min-w-48 flex-1"
        />
        <Button type="submit" variant="outline" disabled={pending}>
          {t('forum.identity.pseudonymSubmit')}
        </Button>
      </form>
    </div>
  );
}
