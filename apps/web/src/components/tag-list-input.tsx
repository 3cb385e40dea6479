import { PROFILE_LIMITS } from '@la-meute/shared';
import { Plus, X } from 'lucide-react';
import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addTag, removeTag } from '@/lib/dom/tag-list';

/** The chips of a tag list, each removable. */
export function TagChipList({ tags, label, removeLabel, onChange }: { tags: string[]; label: string; removeLabel: (tag: string) => string; onChange: (next: string[]) => void }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground">
          {tag}
          <button
            type="button"
            onClick={() => onChange(removeTag(tags, tag))}
            aria-label={removeLabel(tag)}
            className="inline-flex size-6 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

type TagAddRowProps = {
  tags: string[];
  onChange: (next: string[]) => void;
  addLabel: string;
  /** The input's id, label wiring and extras (the caller labels it). */
  inputProps: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'onKeyDown' | 'maxLength'>;
};

/** The input and its 'Ajouter' button; Enter adds the tag instead of submitting the whole form. */
export function TagAddRow({ tags, onChange, addLabel, inputProps }: TagAddRowProps) {
  const [draft, setDraft] = useState('');

  function add() {
    const next = addTag(tags, draft);
    if (next.length !== tags.length) onChange(next);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div className="flex gap-2">
      <Input {...inputProps} value={draft} maxLength={PROFILE_LIMITS.tag} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} />
      <Button type="button" variant="outline" onClick={add} disabled={tags.length >= PROFILE_LIMITS.tags}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}
