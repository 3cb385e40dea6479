import type { MemberSummary } from '@la-meute/shared';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { Spinner } from '@/components/ui/spinner';
import { useSearchMembers } from '@/features/messaging/api/search-members';
import { participantName } from '@/features/messaging/lib/conversation-names';
import { ParticipantAvatar } from './participant-avatar';

// One request per pause in typing, not per key.
const SEARCH_DEBOUNCE_MS = 250;

function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type MemberPickerProps = {
  selected: MemberSummary[];
  onChange: (selected: MemberSummary[]) => void;
  /** Members who cannot be picked here (already in the group): left out of the results. */
  excludeIds?: readonly string[];
  /** One member at most (a private conversation): checking another replaces the choice. */
  single?: boolean;
};

/**
 * SPEC §2/§9 the member picker: up to 50 other members, searchable by name or username (the server
 * searches, never the viewer), several of them checkable. The choice survives a new search.
 */
export function MemberPicker({ selected, onChange, excludeIds = [], single = false }: MemberPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const query = useSearchMembers(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  const excluded = new Set(excludeIds);
  const members = (query.data?.members ?? []).filter((member) => !excluded.has(member.id));
  const selectedIds = new Set(selected.map((member) => member.id));
  const nameOf = (member: MemberSummary) => participantName(member) ?? t('conversation.unknownUser');

  function toggle(member: MemberSummary, checked: boolean) {
    if (!checked) onChange(selected.filter((item) => item.id !== member.id));
    else onChange(single ? [member] : [...selected, member]);
  }

  return (
    <div className="grid gap-3">
      <TextField
        id={`${id}-search`}
        label={t('messages.picker.search')}
        className="gap-1.5"
        type="search"
        value={search}
        autoComplete="off"
        placeholder={t('messages.picker.placeholder')}
        onChange={(event) => setSearch(event.target.value)}
      />

      {selected.length > 0 ? (
        <ul aria-label={t('messages.picker.selected', { count: selected.length })} className="flex flex-wrap gap-1.5">
          {selected.map((member) => (
            <li key={member.id}>
              <Button
                variant="secondary"
                size="sm"
                className="h-7 rounded-full px-2.5 text-xs"
                aria-label={t('messages.picker.remove', { name: nameOf(member) })}
                onClick={() => toggle(member, false)}
              >
                {nameOf(member)}
                <X aria-hidden="true" className="size-3" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {query.isPending ? (
        <Spinner label={t('messages.picker.loading')} className="py-6" />
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-center gap-2 py-4 text-center text-sm">
          <p>{t('messages.picker.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          {/* Said to screen readers as the results change; visible only when there are none. */}
          <p aria-live="polite" className={members.length > 0 ? 'sr-only' : 'py-4 text-center text-sm text-muted-foreground'}>
            {members.length > 0 ? t('messages.picker.results', { count: members.length }) : t('messages.picker.empty')}
          </p>
          {members.length > 0 ? (
            <ul aria-label={t('messages.picker.label')} className="grid gap-0.5">
              {members.map((member) => (
                <li key={member.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary"
                      checked={selectedIds.has(member.id)}
                      onChange={(event) => toggle(member, event.target.checked)}
                    />
                    <ParticipantAvatar name={nameOf(member)} avatarUrl={member.avatarUrl} online={member.online} size="sm" />
                    <span className="grid min-w-0">
                      <span className="truncate text-sm font-medium">{nameOf(member)}</span>
                      <span className="truncate text-xs text-muted-foreground">@{member.username}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
