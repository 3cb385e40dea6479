import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';

const DEBOUNCE_MS = 300;

/** SPEC §5 forum search: applied as the visitor types (debounced), with the category kept. */
export function ForumSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The address changed by itself (back button, a category link): the box follows it.
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="relative min-w-56 flex-1"
    >
      <label htmlFor={id} className="sr-only">
        {t('forum.search.label')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('forum.search.placeholder')} maxLength={100} className="pl-9" />
    </form>
  );
}
