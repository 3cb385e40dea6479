import type { Post } from '@la-meute/shared';
import { Link2, Mail, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useShareActions } from '@/features/feed/hooks/use-share-actions';
import { TIKTOK_URL, type ShareLinkTarget } from '@/features/feed/lib/build-share-links';
import { ShareTargetIcon } from './share-target-icon';

type ShareMenuProps = {
  post: Post;
  /** Signed in: shares are counted (the API needs a session). */
  canCount: boolean;
  /** SPEC §2 post page: its share-count button counts a share as soon as it opens the menu. */
  countOnOpen?: boolean;
  /** Open from the start: the feed loads this menu on the trigger's first click (ADR 011). */
  defaultOpen?: boolean;
  /** The trigger button. */
  children: ReactNode;
};

const NETWORKS = ['facebook', 'twitter', 'linkedin', 'whatsapp', 'telegram', 'reddit', 'pinterest', 'tumblr'] as const satisfies readonly ShareLinkTarget[];

/** SPEC §9 share targets: native share, eight networks, TikTok, e-mail and copy link. */
export function ShareMenu({ post, canCount, countOnOpen = false, defaultOpen = false, children }: ShareMenuProps) {
  const { t } = useTranslation();
  const share = useShareActions(post, { canCount });

  function handleOpenChange(open: boolean) {
    if (!open) return;
    share.startSession();
    if (countOnOpen) share.countShare();
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen} onOpenChange={handleOpenChange}>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
      {/* Kept clear of the fixed 4rem navigation bar. */}
      <DropdownMenuContent
        align="start"
        collisionPadding={{ top: 72, bottom: 8, left: 8, right: 8 }}
        className="max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] w-60 overflow-y-auto"
      >
        <DropdownMenuLabel className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('share.title')}</DropdownMenuLabel>
        {share.canShareNatively ? (
          <DropdownMenuItem onSelect={() => void share.nativeShare()}>
            <Smartphone aria-hidden="true" />
            {t('share.native')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void share.copyLink(t('share.copied'), t('share.copiedDescription'))}>
          <Link2 aria-hidden="true" />
          {t('share.copyLink')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {NETWORKS.map((target) => (
          <DropdownMenuItem key={target} asChild onSelect={share.countShare}>
            <a href={share.links[target]} target="_blank" rel="noopener noreferrer">
              <ShareTargetIcon target={target} />
              {t(`share.target.${target}`)}
            </a>
          </DropdownMenuItem>
        ))}
        {/* TikTok has no web share address: copy the link, then open TikTok to paste it. */}
        <DropdownMenuItem asChild onSelect={() => void share.copyLink(t('share.tiktok.title'), t('share.tiktok.description'))}>
          <a href={TIKTOK_URL} target="_blank" rel="noopener noreferrer">
            <ShareTargetIcon target="tiktok" />
            {t('share.target.tiktok')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild onSelect={share.countShare}>
          <a href={share.links.email}>
            <Mail aria-hidden="true" />
            {t('share.target.email')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
