import { LEVELS, RANKS, XP_GAINS } from '@la-meute/shared';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentLanguage } from '@/lib/i18n/i18n';
import { levelLabel, rankLabel } from '@/entities/member/lib/level-label';
import { formatXp } from '../lib/format-xp';
import { PanelHeading } from './panel-heading';

const TABLE = 'w-full text-sm';
const HEAD = 'border-b bg-muted/60 text-left text-muted-foreground';
const CELL = 'px-4 py-2.5';
const ROW = 'border-b last:border-b-0';

/** SPEC §9: the ten levels with their XP thresholds, the XP gains, and the badge ranks. */
export function LevelsPanel() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ids = useId();
  return (
    <div className="grid gap-10">
      <section aria-labelledby={`${ids}-levels`} className="grid gap-4">
        <PanelHeading id={`${ids}-levels`} title={t('gamification.levels.title')} description={t('gamification.levels.description')} />
        <div className="overflow-hidden rounded-xl border bg-card">
          <table className={TABLE}>
            <thead className={HEAD}>
              <tr>
                <th scope="col" className={`${CELL} w-20`}>{t('gamification.levels.level')}</th>
                <th scope="col" className={CELL}>{t('gamification.levels.name')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('gamification.levels.xp')}</th>
              </tr>
            </thead>
            <tbody>
              {LEVELS.map((level) => (
                <tr key={level.level} className={ROW}>
                  <td className={`${CELL} tabular-nums text-muted-foreground`}>{level.level}</td>
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    {levelLabel(t, level.level)}
                  </th>
                  <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{formatXp(level.xp, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby={`${ids}-gains`} className="grid content-start gap-4">
          <PanelHeading id={`${ids}-gains`} title={t('gamification.xpGains.title')} description={t('gamification.xpGains.description')} />
          <div className="overflow-hidden rounded-xl border bg-card">
            <table className={TABLE}>
              <thead className={HEAD}>
                <tr>
                  <th scope="col" className={CELL}>{t('gamification.xpGains.action')}</th>
                  <th scope="col" className={`${CELL} text-right`}>{t('gamification.xpGains.xp')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(XP_GAINS).map(([action, xp]) => (
                  <tr key={action} className={ROW}>
                    <th scope="row" className={`${CELL} text-left font-medium`}>
                      {t(`gamification.xpGains.${action as keyof typeof XP_GAINS}`)}
                      {/* ADR 018: when the ledger credits each gain, so no promise is broken by its timing. */}
                      <span className="block text-xs font-normal text-muted-foreground">
                        {t(`gamification.xpGains.when.${action as keyof typeof XP_GAINS}`)}
                      </span>
                    </th>
                    <td className={`${CELL} whitespace-nowrap text-right font-semibold tabular-nums text-primary`}>
                      +{formatXp(xp, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby={`${ids}-ranks`} className="grid content-start gap-4">
          <PanelHeading id={`${ids}-ranks`} title={t('gamification.ranks.title')} description={t('gamification.ranks.description')} />
          <div className="overflow-hidden rounded-xl border bg-card">
            <table className={TABLE}>
              <thead className={HEAD}>
                <tr>
                  <th scope="col" className={CELL}>{t('gamification.ranks.rank')}</th>
                  <th scope="col" className={`${CELL} text-right`}>{t('gamification.ranks.threshold')}</th>
                </tr>
              </thead>
              <tbody>
                {RANKS.map((rank) => (
                  <tr key={rank.key} className={ROW}>
                    <th scope="row" className={`${CELL} text-left font-medium`}>
                      {rankLabel(t, rank.key)}
                    </th>
                    <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{formatXp(rank.threshold, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
