import { PROFILE_LIMITS } from '@la-meute/shared';
import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFieldError } from '../hooks/use-field-error';
import { addTag, removeTag, type ProfileFormValues } from '../lib/profile-form';
import { FormSection } from './form-section';
import { ProfileField } from './profile-field';

type TagListFieldProps = { name: 'interests' | 'languages' };

/** SPEC §5 interests and languages: an input and 'Ajouter' add the trimmed text once; each chip is removable. */
export function TagListField({ name }: TagListFieldProps) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<ProfileFormValues>();
  const { field } = useController({ control, name });
  const fieldError = useFieldError(formState.errors);
  const [draft, setDraft] = useState('');
  const tags = field.value ?? [];
  const inputId = `profile-${name}-new`;
  const listLabel = t(`profileEditor.sections.${name}`);

  function add() {
    const next = addTag(tags, draft);
    if (next.length !== tags.length) field.onChange(next);
    setDraft('');
  }

  // Enter adds the chip instead of submitting the whole profile.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <FormSection legend={listLabel}>
      {tags.length > 0 ? (
        <ul aria-label={listLabel} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground">
              {tag}
              <button
                type="button"
                onClick={() => field.onChange(removeTag(tags, tag))}
                aria-label={t('profileEditor.tags.remove', { tag })}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t(`profileEditor.tags.empty.${name}`)}</p>
      )}
      <ProfileField id={inputId} label={t(`profileEditor.tags.new.${name}`)} error={fieldError(name)}>
        {(controlProps) => (
          <div className="flex gap-2">
            <Input
              {...controlProps}
              value={draft}
              maxLength={PROFILE_LIMITS.tag}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={field.onBlur}
            />
            <Button type="button" variant="outline" onClick={add} disabled={tags.length >= PROFILE_LIMITS.tags}>
              <Plus aria-hidden="true" />
              {t('profileEditor.tags.add')}
            </Button>
          </div>
        )}
      </ProfileField>
    </FormSection>
  );
}
