import { accountDeletionInputSchema, ACCOUNT_DELETION_GRACE_DAYS, isErrorCode } from '@la-meute/shared';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage, translateErrorCode } from '@/lib/api/error-message';
import { useDeleteAccount } from '../api/delete-account';

type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server ended every session: the app signs out locally and leaves the page. */
  onDeleted: () => void | Promise<void>;
};

/** 'Supprimer mon compte': the grace period explained, the password asked, then confirmed. */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteAccount({ onDeleted });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountDeletionInputSchema.safeParse({ password });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message;
      setError(code && isErrorCode(code) ? translateErrorCode(t, code) : t('errors.validation.invalid'));
      return;
    }
    setError(null);
    deletion.mutate(parsed.data, { onError: (failure) => setError(getErrorMessage(t, failure)) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword('');
          setError(null);
        }
        onOpenChange(next);
      }}
      title={t('accountData.delete.dialogTitle')}
      description={t('accountData.delete.explanation', { days: ACCOUNT_DELETION_GRACE_DAYS })}
      closeLabel={t('accountData.delete.cancel')}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <p className="text-sm text-muted-foreground">{t('accountData.delete.cancelBySignIn')}</p>
        <TextField
          id="account-deletion-password"
          type="password"
          autoComplete="current-password"
          label={t('accountData.delete.passwordLabel')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={error ?? undefined}
          hintTone={error ? 'error' : 'muted'}
          aria-invalid={error ? true : undefined}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('accountData.delete.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={deletion.isPending}>
            {deletion.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {t('accountData.delete.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
