import { MODERATION_LIMITS } from '@la-meute/shared';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/dom/utils';
import { useModeratedUsers } from '../api/search-users';
import { memberName } from '../lib/member-name';
import type { DecisionTarget } from './decision-dialog';
import { UserHistory } from './user-history';

type UsersTabProps = { viewerId: string | null; isAdmin: boolean; onDecide: (target: DecisionTarget) => void };

/** SPEC §3 users: search, then one member's role, restrictions and history. */
export function UsersTab({ viewerId, isAdmin, onDecide }: UsersTabProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const query = useModeratedUsers(viewerId, q);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="moderation-users-title" className="grid content-start gap-4">
        <h2 id="moderation-users-title" className="text-xl font-semibold">
          {t('moderation.users.title')}
        </h2>
        <form role="search" onSubmit={search} className="flex items-end gap-2">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-q`}>{t('moderation.users.search')}</Label>
            <Input id={`${id}-q`} type="search" maxLength={MODERATION_LIMITS.search} value={draft} onChange={(event) => setDraft(event.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            {t('moderation.users.searchButton')}
          </Button>
        </form>
        {query.isPending ? (
          <Spinner label={t('moderation.loading')} className="py-6" />
        ) : query.isError ? (
          <LoadError quiet title={t('moderation.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.users.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('moderation.users.empty')}</p>
        ) : (
          <ul className="grid gap-1">
            {query.data.users.map((member) => (
              <li key={member.id}>
                <button
                  type="button"
                  aria-pressed={selected === member.id}
                  onClick={() => setSelected(member.id)}
                  className={cn('grid w-full gap-0.5 rounded-lg border px-3 py-2 text-left text-sm hover:bg-muted', selected === member.id && 'border-primary bg-primary/5')}
                >
                  <span className="font-medium">{memberName(member, member.email)}</span>
                  <span className="text-xs text-muted-foreground">
                    @{member.username} · {t(`moderation.role.${member.role}`)}
                    {member.bannedAt ? ` · ${t('moderation.users.banned')}` : ''}
                    {member.mutedUntil ? ` · ${t('moderation.users.muted')}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {selected ? <UserHistory viewerId={viewerId} userId={selected} isAdmin={isAdmin} onDecide={onDecide} /> : null}
    </div>
  );
}
