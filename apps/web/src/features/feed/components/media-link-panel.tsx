import { getMediaKind } from '@la-meute/shared';
import { useId, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import type { MediaLinkForm } from '@/features/feed/lib/post-form-schemas';

// zod and the schema load with the first submission (ADR 011).
const linkResolver = lazyZodResolver<MediaLinkForm>(() =>
  import('@/features/feed/lib/post-form-schemas').then((module) => module.mediaLinkFormSchema),
);

type MediaLinkPanelProps = { onAdd: (url: string) => void };

/** SPEC §5: a link, non-empty after trimming; images and videos by extension, YouTube embedded. */
export function MediaLinkPanel({ onAdd }: MediaLinkPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  // Checked again only when added: typing clears the error rather than re-judging every letter.
  const form = useForm<MediaLinkForm>({ resolver: linkResolver, defaultValues: { url: '' }, reValidateMode: 'onSubmit' });
  const trimmed = useWatch({ control: form.control, name: 'url' }).trim();
  const invalid = form.formState.errors.url !== undefined;

  const submit = form.handleSubmit(({ url }) => {
    onAdd(url);
    form.reset({ url: '' });
  });

  function handleSubmit(event: FormEvent) {
    // The dialog sits inside the composer's form in the React tree: keep this submit to ourselves.
    event.preventDefault();
    event.stopPropagation();
    if (!trimmed) return;
    void submit(event);
  }

  const hint = invalid ? t('media.link.invalid') : trimmed ? t(`media.link.kind.${getMediaKind(trimmed)}`) : t('media.link.hint');

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <TextField
        id={id}
        type="url"
        inputMode="url"
        label={t('media.link.label')}
        placeholder="https://"
        {...form.register('url', { onChange: () => form.clearErrors('url') })}
        aria-invalid={invalid || undefined}
        hint={hint}
        hintTone={invalid ? 'error' : 'muted'}
      />
      <Button type="submit" disabled={!trimmed} className="justify-self-end">
        {t('media.link.add')}
      </Button>
    </form>
  );
}
