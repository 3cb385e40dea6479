import { PAGE_ROUTES } from '@la-meute/shared';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { usePseudonymForm } from '../hooks/use-pseudonym-form';

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
  const form = usePseudonymForm();
  const invalid = form.formState.errors.pseudonym !== undefined;

  const submit = form.handleSubmit(async ({ pseudonym }) => {
    try {
      await onChoose(pseudonym);
    } catch (caught) {
      toast({ title: t('common.error'), description: getErrorMessage(t, caught), variant: 'destructive' });
    }
  });

  return (
    <div className="grid gap-3 rounded-lg border border-dashed bg-muted/40 p-3">
      <p className="text-sm">
        {intro}{' '}
        <Link to={localize(PAGE_ROUTES.auth)} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('forum.identity.signIn')}
        </Link>
      </p>
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        className="flex flex-wrap items-end gap-2"
      >
        <TextField
          id={`${id}-pseudonym`}
          label={t('forum.identity.pseudonymLabel')}
          placeholder={t('forum.identity.pseudonymPlaceholder')}
          maxLength={30}
          hint={invalid ? t('forum.identity.pseudonymInvalid') : t('forum.identity.pseudonymHint')}
          hintTone={invalid ? 'error' : 'muted'}
          className="min-w-48 flex-1"
          {...form.register('pseudonym', { onChange: (event: { target: { value: string } }) => onDraftChange?.(event.target.value) })}
        />
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {t('forum.identity.pseudonymSubmit')}
        </Button>
      </form>
    </div>
  );
}
