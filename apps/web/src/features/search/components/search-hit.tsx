import { PAGE_ROUTES, type SearchHit } from '@la-meute/shared';
import { Calendar, Hash, MapPin, MessageSquare, MessagesSquare, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberLink } from '@/components/member-link';
import { Avatar } from '@/components/ui/avatar';
import { useLocalizedPath } from '@/lib/localized-path';
import { useFullDate, useRelativeTime } from '@/lib/use-relative-time';
import { HighlightedText } from './highlighted-text';

const titleClasses = 'font-semibold text-primary hover:underline';

function pathTo(route: string, id: string): string {
  return route.replace(/:[a-zA-Z]+/, encodeURIComponent(id));
}

function HitFrame({ icon, title, meta, excerpt }: { icon: ReactNode; title: ReactNode; meta?: ReactNode; excerpt?: string }) {
  return (
    <div className="flex gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="mt-0.5 shrink-0 text-muted-foreground [&_svg]:size-5">{icon}</div>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="break-words">{title}</p>
        {meta ? <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">{meta}</p> : null}
        {excerpt ? (
          <p className="line-clamp-3 whitespace-pre-line break-words text-sm text-muted-foreground">
            <HighlightedText text={excerpt} />
          </p>
        ) : null}
      </div>
    </div>
  );
}

function When({ date }: { date: string }) {
  const relativeTime = useRelativeTime();
  const fullDate = useFullDate();
  return (
    <time dateTime={date} title={fullDate(date)}>
      {relativeTime(date)}
    </time>
  );
}

/** One search result, linking to its page; a member opens their profile over the search. */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const fullDate = useFullDate();
  switch (hit.type) {
    case 'post':
      return (
        <HitFrame
          icon={<Newspaper aria-hidden="true" />}
          title={
            <Link to={localize(pathTo(PAGE_ROUTES.post, hit.id))} className={titleClasses}>
              {t('search.hit.post', { name: hit.author.displayName })}
            </Link>
          }
          meta={<When date={hit.createdAt} />}
          excerpt={hit.excerpt}
        />
      );
    case 'person':
      return (
        <HitFrame
          icon={<Avatar name={hit.member.displayName} avatarUrl={hit.member.avatarUrl} size="sm" />}
          title={
            <MemberLink username={hit.member.username} className="font-semibold">
              <HighlightedText text={hit.member.displayName} />
            </MemberLink>
          }
          meta={
            <>
              <span>@{hit.member.username}</span>
              {hit.city ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3" />
                  {hit.city}
                </span>
              ) : null}
            </>
          }
          excerpt={hit.bio ?? undefined}
        />
      );
    case 'topic':
      return (
        <HitFrame
          icon={<MessagesSquare aria-hidden="true" />}
          title={
            <Link to={localize(pathTo(PAGE_ROUTES.forumTopic, hit.id))} className={titleClasses}>
              <HighlightedText text={hit.title} />
            </Link>
          }
          meta={
            <>
              <span>{t(`forum.categories.${hit.category}`, { defaultValue: hit.category })}</span>
              <span aria-hidden="true">·</span>
              <When date={hit.createdAt} />
            </>
          }
          excerpt={hit.excerpt}
        />
      );
    case 'reply':
      return (
        <HitFrame
          icon={<MessageSquare aria-hidden="true" />}
          title={
            <Link to={localize(pathTo(PAGE_ROUTES.forumTopic, hit.topicId))} className={titleClasses}>
              {t('search.hit.reply', { title: hit.topicTitle })}
            </Link>
          }
          meta={<When date={hit.createdAt} />}
          excerpt={hit.excerpt}
        />
      );
    case 'event':
      return (
        <HitFrame
          icon={<Calendar aria-hidden="true" />}
          title={
            <Link to={localize(pathTo(PAGE_ROUTES.eventDetail, hit.id))} className={titleClasses}>
              <HighlightedText text={hit.title} />
            </Link>
          }
          meta={
            <>
              <time dateTime={hit.eventDate}>{fullDate(hit.eventDate)}</time>
              {hit.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3" />
                  {hit.location}
                </span>
              ) : null}
            </>
          }
          excerpt={hit.excerpt}
        />
      );
    case 'hashtag':
      return (
        <HitFrame
          icon={<Hash aria-hidden="true" />}
          title={
            <Link to={`${localize(PAGE_ROUTES.feed)}?${new URLSearchParams({ tag: hit.tag }).toString()}`} className={titleClasses}>
              #{hit.tag}
            </Link>
          }
          meta={t('search.hit.hashtagCount', { count: hit.count })}
        />
      );
  }
}
