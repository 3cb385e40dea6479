import { ACCOUNT_DELETION_GRACE_DAYS, type AccountDeletionInput } from '@la-meute/shared';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api/error-message';
import { invalidFormText } from '@/lib/forms/form-error-text';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useDeleteAccount } from '../api/delete-account';

// The dialog opens from the profile page, which mostly reads: zod and the schema load with the
// first confirmation, as for the profile's other forms (ADR 011).
const deletionResolver = lazyZodResolver<AccountDeletionInput>(() =>
  import('@la-meute/shared').then((shared) => shared.accountDeletionInputSchema),
);

type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server ended every session: the app signs out locally and leaves the page. */
  onDeleted: () => void | Promise<void>;
};

/** 'Supprimer mon compte': the grace period explained, the password asked, then confirmed. */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const form = useForm<AccountDeletionInput>({ resolver: deletionResolver, defaultValues: { password: '' } });
  // Said under the field, inside the modal, whether the form or the server found it.
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteAccount({ onDeleted });
  // The first confirmation waits for the schema to load: no second request meanwhile.
  const pending = form.formState.isSubmitting || deletion.isPending;

  const submit = form.handleSubmit((values) => {
    setError(null);
    deletion.mutate(values, { onError: (failure) => setError(getErrorMessage(t, failure)) });
  }, (errors) => setError(invalidFormText(t, errors)));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          setError(null);
        }
        onOpenChange(next);
      }}
      title={t('accountData.delete.dialogTitle')}
      description={t('accountData.delete.explanation', { days: ACCOUNT_DELETION_GRACE_DAYS })}
      closeLabel={t('accountData.delete.cancel')}
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <p className="text-sm text-muted-foreground">{t('accountData.delete.cancelBySignIn')}</p>
        <TextField
          id="account-deletion-password"
          type="password"
          autoComplete="current-password"
          label={t('accountData.delete.passwordLabel')}
          hint={error ?? undefined}
          hintTone={error ? 'error' : 'muted'}
          aria-invalid={error ? true : undefined}
          {...form.register('password')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('accountData.delete.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            {deletion.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {t('accountData.delete.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
