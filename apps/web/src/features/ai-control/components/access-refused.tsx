import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';

/** The server's refusal in words: 'Accès réservé aux administrateurs' for a 403. */
export function AccessRefused({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/70 px-6 py-10 text-center">
      <ShieldAlert aria-hidden="true" className="size-7 text-muted-foreground" />
      <p className="font-semibold">{getErrorMessage(t, error)}</p>
    </div>
  );
}
