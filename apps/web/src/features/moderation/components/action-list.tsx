import type { ModerationAction } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { memberName } from '../lib/member-name';

/** Decisions as the audit log keeps them: who, about whom, why, and whether a machine decided. */
export function ActionList({ actions }: { actions: ModerationAction[] }) {
  const { t } = useTranslation();
  const fullDate = useFullDate();
  return (
    <ul className="grid gap-2">
      {actions.map((action) => (
        <li key={action.id} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="font-semibold">{t(`moderation.actionType.${action.actionType}`)}</span>
            <span>{memberName(action.targetUser, t('moderation.unknownMember'))}</span>
            <time dateTime={action.createdAt} className="text-muted-foreground">
              {fullDate(action.createdAt)}
            </time>
            <span className="text-muted-foreground">
              {action.automated ? t('moderation.statement.automated') : t('moderation.log.by', { name: memberName(action.moderator, t('moderation.unknownMember')) })}
            </span>
          </p>
          <p>
            <span className="font-medium">{t('moderation.statement.ground')} </span>
            {action.ground}
          </p>
          <p className="whitespace-pre-wrap break-words text-muted-foreground">
            <span className="font-medium text-foreground">{t('moderation.statement.facts')} </span>
            {action.facts}
          </p>
          {action.endsAt ? <p className="text-xs text-muted-foreground">{t('moderation.statement.until', { date: fullDate(action.endsAt) })}</p> : null}
        </li>
      ))}
    </ul>
  );
}
