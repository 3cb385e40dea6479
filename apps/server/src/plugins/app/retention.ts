import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { scheduleRetention } from '../../modules/retention/retention.service';

/** The privacy policy's retention periods, applied by a daily purge (not in tests: they call it). */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (config.env === 'test') return;
    const stop = scheduleRetention(app.db, app.log, {
      mailer: app.mailer,
      dataDir: config.dataDir,
      storage: app.services.mediaStorage,
      logger: app.log,
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'retention', dependencies: ['database', 'mailer', 'services'] },
);
