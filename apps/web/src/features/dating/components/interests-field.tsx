import { useTranslation } from '@/lib/i18n/use-translation';
import { TagAddRow, TagChipList } from '@/components/tag-list-input';
import { Label } from '@/components/ui/label';

type InterestsFieldProps = { value: string[]; onChange: (next: string[]) => void };

/** The interests a profile must share at least one of (none: no filter); added trimmed, each once. */
export function InterestsField({ value, onChange }: InterestsFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('dating.preferences.interests')}</legend>
      <p className="text-sm text-muted-foreground">{t('dating.preferences.interestsHint')}</p>
      {value.length > 0 ? (
        <TagChipList
          tags={value}
          label={t('dating.preferences.interests')}
          removeLabel={(tag) => t('dating.preferences.removeInterest', { tag })}
          onChange={onChange}
        />
      ) : null}
      <Label htmlFor="dating-interest-new" className="sr-only">
        {t('dating.preferences.newInterest')}
      </Label>
      <TagAddRow
        tags={value}
        onChange={onChange}
        addLabel={t('dating.preferences.addInterest')}
        inputProps={{ id: 'dating-interest-new', placeholder: t('dating.preferences.newInterest') }}
      />
    </fieldset>
  );
}
