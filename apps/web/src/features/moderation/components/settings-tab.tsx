import { MODERATION_LIMITS, MODERATION_WORD_LANGUAGES, moderationWordInputSchema, type ModerationWordInput } from '@la-meute/shared';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { zodResolver } from '@/lib/forms/form-resolver';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useAddModerationWord } from '../api/add-word';
import { useModerationWords } from '../api/get-words';
import { useRemoveModerationWord } from '../api/remove-word';

/** SPEC §3 settings: the extra words the moderation service refuses, per language, applied at once. */
export function SettingsTab({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useModerationWords(viewerId);
  const add = useAddModerationWord();
  const remove = useRemoveModerationWord();
  const onInvalid = useInvalidFormToast('moderation.words.failed');
  const form = useForm<ModerationWordInput, unknown, z.output<typeof moderationWordInputSchema>>({
    resolver: zodResolver(moderationWordInputSchema),
    defaultValues: { language: 'fr', word: '' },
  });
  const onError = (error: unknown) => toast({ title: t('moderation.words.failed'), description: getErrorMessage(t, error), variant: 'destructive' });

  const submit = form.handleSubmit((values) => {
    add.mutate(values, {
      onSuccess: () => {
        toast({ title: t('moderation.words.added') });
        form.reset({ language: values.language, word: '' });
      },
      onError,
    });
  }, onInvalid);

  return (
    <section aria-labelledby="moderation-words-title" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="moderation-words-title" className="text-xl font-semibold">
          {t('moderation.words.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('moderation.words.intro')}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-language`}>{t('moderation.words.language')}</Label>
          <Select id={`${id}-language`} className="w-40" {...form.register('language')}>
            {MODERATION_WORD_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`moderation.language.${language}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={`${id}-word`}>{t('moderation.words.word')}</Label>
          <Input id={`${id}-word`} maxLength={MODERATION_LIMITS.word} {...form.register('word')} />
        </div>
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {t('moderation.words.add')}
        </Button>
      </form>
      {query.isPending ? (
        <Spinner label={t('moderation.loading')} className="py-6" />
      ) : query.isError ? (
        <LoadError quiet title={t('moderation.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          {MODERATION_WORD_LANGUAGES.map((language) => {
            const words = query.data.words.filter((word) => word.language === language);
            return (
              <div key={language} className="grid content-start gap-2 rounded-xl border bg-card p-4">
                <h3 className="font-semibold">{t(`moderation.language.${language}`)}</h3>
                {words.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('moderation.words.empty')}</p>
                ) : (
                  <ul className="flex flex-wrap gap-1.5">
                    {words.map((word) => (
                      <li key={word.word} className="inline-flex items-center gap-1 rounded-full border py-0.5 pl-2.5 pr-1 text-sm">
                        {word.word}
                        <button
                          type="button"
                          disabled={remove.isPending}
                          aria-label={t('moderation.words.remove', { word: word.word })}
                          onClick={() => remove.mutate(word, { onError })}
                          className="rounded-full p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground"
                        >
                          <X aria-hidden="true" className="size-3.5" />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
