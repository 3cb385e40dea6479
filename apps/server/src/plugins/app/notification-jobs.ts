import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue #16: event reminders and mail digests, hourly on each instance (not in tests: they call
 * the services). Each job is once across instances by itself: reminders by their dedupe key,
 * digests by their run lock and per-member claim.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (config.env === 'test') return;
    let running: Promise<void> | null = null;

    async function runJobs(now: Date): Promise<void> {
      await Promise.all([
        app.services.notifications.remindUpcomingEvents(now).catch((error: unknown) => app.log.error({ err: error }, 'Event reminders failed')),
        app.services.digests.sendDue(now).catch((error: unknown) => app.log.error({ err: error }, 'Digests failed')),
      ]);
    }

    const timer = setInterval(() => {
      if (running) return;
      running = runJobs(new Date()).finally(() => (running = null));
    }, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'notification-jobs', dependencies: ['database', 'mailer', 'services'] },
);
