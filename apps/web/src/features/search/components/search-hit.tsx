import { PAGE_ROUTES, type SearchHit } from '@la-meute/shared';
import { Calendar, Hash, MapPin, MessageSquare, MessagesSquare, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { MemberLink } from '@/entities/member/components/member-link';
import { Avatar } from '@/components/ui/avatar';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useFullDate, useRelativeTime } from '@/lib/i18n/use-relative-time';
import { HighlightedText } from './highlighted-text';

function pathTo(route: string, id: string): string {
  return route.replace(/:[a-zA-Z]+/, encodeURIComponent(id));
}

/** The result's title, linking to its page in the reader's language. */
function TitleLink({ to, children }: { to: string; children: ReactNode }) {
  const localize = useLocalizedPath();
  return (
    <Link to={localize(to)} className="font-semibold text-primary hover:underline">
      {children}
    </Link>
  );
}

function Place({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <MapPin aria-hidden="true" className="size-3" />
      {name}
    </span>
  );
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
  const fullDate = useFullDate();
  switch (hit.type) {
    case 'post':
      return (
        <HitFrame
          icon={<Newspaper aria-hidden="true" />}
          title={
            <TitleLink to={pathTo(PAGE_ROUTES.post, hit.id)}>{t('search.hit.post', { name: hit.author.displayName })}</TitleLink>
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
              {hit.city ? <Place name={hit.city} /> : null}
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
            <TitleLink to={pathTo(PAGE_ROUTES.forumTopic, hit.id)}>
              <HighlightedText text={hit.title} />
            </TitleLink>
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
            <TitleLink to={pathTo(PAGE_ROUTES.forumTopic, hit.topicId)}>{t('search.hit.reply', { title: hit.topicTitle })}</TitleLink>
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
            <TitleLink to={pathTo(PAGE_ROUTES.eventDetail, hit.id)}>
              <HighlightedText text={hit.title} />
            </TitleLink>
          }
          meta={
            <>
              <time dateTime={hit.eventDate}>{fullDate(hit.eventDate)}</time>
              {hit.location ? <Place name={hit.location} /> : null}
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
            <TitleLink to={`${PAGE_ROUTES.feed}?${new URLSearchParams({ tag: hit.tag }).toString()}`}>#{hit.tag}</TitleLink>
          }
          meta={t('search.hit.hashtagCount', { count: hit.count })}
        />
      );
  }
}
