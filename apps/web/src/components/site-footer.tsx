import { COPYRIGHT_YEAR, PAGE_ROUTES, type PublicConfig } from '@la-meute/shared';
import { CodeXml, HeartPulse, Mail, Share2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import type { TranslationKey } from '@/lib/i18n/i18n';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { cn } from '@/lib/dom/utils';

export type SiteFooterProps = {
  /**
   * The answer of GET /api/public-config, or undefined while it loads or when it failed: the
   * footer then shows everything but the configured links and names.
   */
  config: PublicConfig | undefined;
  className?: string;
};

type FooterLink = { to: string; labelKey: TranslationKey };

const COMMUNITY_LINKS: readonly FooterLink[] = [
  { to: PAGE_ROUTES.community, labelKey: 'footer.links.community' },
  { to: PAGE_ROUTES.dating, labelKey: 'footer.links.dating' },
  { to: PAGE_ROUTES.events, labelKey: 'footer.links.events' },
  { to: PAGE_ROUTES.about, labelKey: 'footer.links.about' },
  { to: PAGE_ROUTES.support, labelKey: 'footer.links.support' },
];

const LEGAL_LINKS: readonly FooterLink[] = [
  { to: PAGE_ROUTES.legal, labelKey: 'footer.links.legal' },
  { to: PAGE_ROUTES.legalMentions, labelKey: 'footer.links.legalMentions' },
  { to: PAGE_ROUTES.legalPrivacy, labelKey: 'footer.links.legalPrivacy' },
  { to: PAGE_ROUTES.legalCookies, labelKey: 'footer.links.legalCookies' },
  { to: PAGE_ROUTES.legalTerms, labelKey: 'footer.links.legalTerms' },
  { to: PAGE_ROUTES.legalDsa, labelKey: 'footer.links.legalDsa' },
];

const linkClass =
  'rounded-sm text-primary-foreground/85 underline-offset-4 transition-colors hover:text-primary-foreground hover:underline focus-visible:outline-primary-foreground';

function isWebAddress(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

// Until the operator configures them, names are "[Nom de l'hébergeur]"-style placeholders.
function configuredName(value: string | undefined): string | undefined {
  const name = value?.trim();
  return name && !/^\[.*\]$/.test(name) ? name : undefined;
}

type FooterNavProps = { id: string; title: string; children: ReactNode; className?: string };

function FooterNav({ id, title, children, className }: FooterNavProps) {
  return (
    <nav aria-labelledby={id} className={cn('grid content-start gap-3', className)}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-primary-foreground">
        {title}
      </h2>
      <ul className="grid gap-2 text-sm">{children}</ul>
    </nav>
  );
}

/**
 * SPEC §2 footer: contact, source-code and social links (hidden when not configured), GDPR and
 * open-source badges, the health disclaimer, hosting and maker notes, the legal pages.
 */
/** One column of internal links, kept in the visitor's language prefix. */
function FooterLinks({ links }: { links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return links.map(({ to, labelKey }) => (
    <li key={to}>
      <Link to={localize(to)} className={linkClass}>
        {t(labelKey)}
      </Link>
    </li>
  ));
}

export function SiteFooter({ config, className }: SiteFooterProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const contactEmail = config?.links.contactEmail.trim() ?? '';
  const sourceCode = config && isWebAddress(config.links.sourceCode) ? config.links.sourceCode.trim() : '';
  const social = config?.links.social.filter((link) => link.name.trim() && isWebAddress(link.url)) ?? [];
  const hasContact = contactEmail !== '' || sourceCode !== '' || social.length > 0;
  const siteName = configuredName(config?.siteName) ?? t('app.name');
  const host = configuredName(config?.host.name);
  const operator = configuredName(config?.operator.name);

  return (
    <footer className={cn('bg-primary text-primary-foreground', className)}>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:py-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="col-span-2 grid content-start gap-4 lg:col-span-1">
            <Link to={localize(PAGE_ROUTES.home)} className={cn(linkClass, 'flex w-fit items-center gap-2 text-lg font-bold')}>
              <img src="/favicon.svg" alt="" width={32} height={32} loading="lazy" className="size-8" />
              {siteName}
            </Link>
            <p className="max-w-xs text-sm leading-relaxed text-primary-foreground/85">{t('footer.tagline')}</p>
            <ul className="flex flex-wrap gap-2" aria-label={t('footer.badges.label')}>
              <li className="inline-flex items-center gap-1.5 rounded-full border border-primary-foreground/30 px-3 py-1 text-xs font-medium">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                {t('footer.badges.gdpr')}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full border border-primary-foreground/30 px-3 py-1 text-xs font-medium">
                <CodeXml aria-hidden="true" className="size-3.5" />
                {t('footer.badges.openSource')}
              </li>
            </ul>
          </div>

          <FooterNav id="footer-community" title={t('footer.community.title')}>
            <FooterLinks links={COMMUNITY_LINKS} />
          </FooterNav>

          <FooterNav id="footer-legal" title={t('footer.legal.title')}>
            <FooterLinks links={LEGAL_LINKS} />
          </FooterNav>

          {hasContact ? (
            <FooterNav id="footer-contact" title={t('footer.contact.title')} className="col-span-2 sm:col-span-1">
              {contactEmail ? (
                <li>
                  <a href={`mailto:${contactEmail}`} className={cn(linkClass, 'inline-flex items-center gap-2 break-all')}>
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {contactEmail}
                  </a>
                </li>
              ) : null}
              {sourceCode ? (
                <li>
                  <a href={sourceCode} rel="noopener" className={cn(linkClass, 'inline-flex items-center gap-2')}>
                    <CodeXml aria-hidden="true" className="size-4 shrink-0" />
                    {t('footer.contact.sourceCode')}
                  </a>
                </li>
              ) : null}
              {social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener me" className={cn(linkClass, 'inline-flex items-center gap-2')}>
                    <Share2 aria-hidden="true" className="size-4 shrink-0" />
                    {link.name}
                  </a>
                </li>
              ))}
            </FooterNav>
          ) : null}
        </div>

        <aside
          aria-labelledby="footer-health"
          className="flex gap-3 rounded-2xl bg-primary-foreground/10 p-5 text-sm leading-relaxed"
        >
          <HeartPulse aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="grid gap-1">
            <h2 id="footer-health" className="font-semibold">
              {t('footer.health.title')}
            </h2>
            <p className="text-primary-foreground/90">{t('footer.health.text')}</p>
          </div>
        </aside>

        <div className="grid gap-2 border-t border-primary-foreground/20 pt-6 text-xs text-primary-foreground/85 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: COPYRIGHT_YEAR, siteName })}</p>
          <p>{host ? t('footer.hosting.named', { host }) : t('footer.hosting.generic')}</p>
          <p>{operator ? t('footer.maker.named', { operator }) : t('footer.maker.generic')}</p>
        </div>
      </div>
    </footer>
  );
}
