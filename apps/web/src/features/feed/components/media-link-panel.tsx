import { getMediaKind } from '@la-meute/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

type MediaLinkPanelProps = { onAdd: (url: string) => void };

/** SPEC §5: a link, non-empty after trimming; images and videos by extension, YouTube embedded. */
export function MediaLinkPanel({ onAdd }: MediaLinkPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const trimmed = value.trim();

  function handleSubmit(event: FormEvent) {
    // The dialog sits inside the composer's form in the React tree: keep this submit to ourselves.
    event.preventDefault();
    event.stopPropagation();
    if (!trimmed) return;
    if (!/^https?:\/\/\S+$/i.test(trimmed)) {
      setInvalid(true);
      return;
    }
    onAdd(trimmed);
    setValue('');
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
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
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
