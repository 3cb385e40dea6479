import { LANDING_COUNTS, PAGE_ROUTES } from '@la-meute/shared';
import { UsersRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useRecentMembers } from '../api/get-recent-members';
import { MemberCard } from './member-card';

type CommunitySectionProps = {
  /** The anchor the hero's 'Explore' button scrolls to. */
  id: string;
  isMember: boolean;
};

/** SPEC §2/§9: the landing's community section, with 4 real, recently active members. */
export function CommunitySection({ id, isMember }: CommunitySectionProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const members = useRecentMembers();

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-busy={members.isPending}
      className="scroll-mt-20 bg-gradient-to-b from-background to-secondary/60 py-16 outline-none sm:py-20"
    >
      <div className="mx-auto w-full max-w-6xl px-4">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={t('landing.community.eyebrow')}
          title={t('landing.community.title')}
          description={t('landing.community.description')}
        />
        <div className="mt-12">
          {members.isPending ? (
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
              {Array.from({ length: LANDING_COUNTS.members }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-48 rounded-2xl" />
                </li>
              ))}
              <li className="sr-only">{t('common.loading')}</li>
            </ul>
          ) : members.isError ? (
            <LoadError title={t('landing.community.error')} onRetry={() => void members.refetch()} retrying={members.isFetching} quiet />
          ) : members.data.members.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed bg-card/60 p-8 text-center">
              <UsersRound aria-hidden="true" className="size-8 text-accent" />
              <p className="text-sm text-muted-foreground">{t('landing.community.empty')}</p>
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
              {members.data.members.map((member) => (
                <MemberCard key={member.id} member={member} />
              ))}
            </ul>
          )}
        </div>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={localize(PAGE_ROUTES.community)}>{t('landing.community.discover')}</Link>
          </Button>
          {isMember ? null : (
            <Button asChild variant="outline" size="lg">
              <Link to={localize(PAGE_ROUTES.joinPack)}>{t('landing.community.join')}</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
