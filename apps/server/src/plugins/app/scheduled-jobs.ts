import fp from 'fastify-plugin';
import { AUTOPILOT_INTERVAL_MS } from '@la-meute/shared';
import type { AppConfig } from '../../config';
import { refreshPlannerStatistics } from '../../db/planner-statistics';
import { ORGANISATION_SWEEP_MS } from '../../modules/gamification/gamification.service';
import { createJobScheduler, type JobScheduler } from '../../modules/jobs/job-scheduler';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Soon after start-up, once the instance serves (the cluster tests watch this first run). */
export const RETENTION_FIRST_RUN_MS = 10 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every recurring job of the app, each run once per period across instances. */
    scheduler: JobScheduler;
  }
}

/**
 * The app's scheduled work, all in one list. The timers start outside tests only:
 * tests call `app.scheduler.tick(name)`.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const scheduler = createJobScheduler({ locks: app.services.jobLocks, logger: app.log });
    const { services } = app;

    // The privacy policy's retention periods, shortly after start-up and then daily.
    scheduler.add({
      name: 'retention',
      everyMs: DAY_MS,
      firstRunMs: RETENTION_FIRST_RUN_MS,
      run: async (now) => {
        const purged = await services.retention.purge(now);
        app.log.info({ purged }, 'Retention purge done');
      },
    });
    // Organisers are credited once their event took place.
    scheduler.add({ name: 'organisation-xp', everyMs: ORGANISATION_SWEEP_MS, firstRunMs: MINUTE_MS, run: (now) => services.gamification.sweepOrganisations(now) });
    scheduler.add({ name: 'autopilot', everyMs: AUTOPILOT_INTERVAL_MS, run: () => services.autopilot.runScheduled() });
    // Reminders carry a dedupe key and digests a per-member claim, so even a late
    // overlapping run sends nothing twice.
    scheduler.add({ name: 'event-reminders', everyMs: HOUR_MS, run: (now) => services.notifications.remindUpcomingEvents(now) });
    scheduler.add({ name: 'digests', everyMs: HOUR_MS, run: (now) => services.digests.sendDue(now) });
    // The planner's statistics, which the embedded database never refreshes by itself.
    scheduler.add({ name: 'planner-statistics', everyMs: HOUR_MS, firstRunMs: MINUTE_MS, run: () => refreshPlannerStatistics(app.db, app.database.kind) });

    app.decorate('scheduler', scheduler);
    if (config.env !== 'test') scheduler.start();
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'scheduled-jobs', dependencies: ['database', 'mailer', 'services'] },
);
