import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createMailer, type Mailer } from '../../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      logger: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
