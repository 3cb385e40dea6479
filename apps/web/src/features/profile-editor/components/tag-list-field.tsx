import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TagAddRow, TagChipList } from '@/components/tag-list-input';
import { useFieldError } from '../hooks/use-field-error';
import type { ProfileFormValues } from '../lib/profile-form';
import { FormSection } from './form-section';
import { ProfileField } from './profile-field';

type TagListFieldProps = { name: 'interests' | 'languages' };

/** SPEC §5 interests and languages: an input and 'Ajouter' add the trimmed text once; each chip is removable. */
export function TagListField({ name }: TagListFieldProps) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<ProfileFormValues>();
  const { field } = useController({ control, name });
  const fieldError = useFieldError(formState.errors);
  const tags = field.value ?? [];
  const inputId = `profile-${name}-new`;
  const listLabel = t(`profileEditor.sections.${name}`);

  return (
    <FormSection legend={listLabel}>
      {tags.length > 0 ? (
        <TagChipList tags={tags} label={listLabel} removeLabel={(tag) => t('profileEditor.tags.remove', { tag })} onChange={field.onChange} />
      ) : (
        <p className="text-sm text-muted-foreground">{t(`profileEditor.tags.empty.${name}`)}</p>
      )}
      <ProfileField id={inputId} label={t(`profileEditor.tags.new.${name}`)} error={fieldError(name)}>
        {(controlProps) => (
          <TagAddRow tags={tags} onChange={field.onChange} addLabel={t('profileEditor.tags.add')} inputProps={{ ...controlProps, onBlur: field.onBlur }} />
        )}
      </ProfileField>
    </FormSection>
  );
}
