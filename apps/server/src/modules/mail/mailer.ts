import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { lazyModule } from '../../lib/lazy-module';

// Only with SMTP_URL, and only once a mail leaves, not at start-up.
const loadNodemailer = lazyModule(() => import('nodemailer'));

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail (verification, reset), printed in the log for the outbox. */
  link?: string;
  /** Extra headers (a digest's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  logger: FastifyBaseLogger;
}

/** nodemailer over SMTP_URL; without it a local outbox of JSON files, so nobody needs a mail server. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const transport = lazyModule(async () => (await loadNodemailer()).default.createTransport(smtpUrl));
    let opened = false;
    return {
      send: async (message) => {
        opened = true;
        await (await transport()).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
      },
      close: () => {
        if (opened) void transport().then((open) => open.close());
      },
    };
  }
  return {
    send: async (message) => {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.json`;
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(file, JSON.stringify({ ...message, from: options.from, sentAt }, null, 2));
      options.logger.info({ to: message.to, file, link: message.link }, `Mail written to the outbox: ${message.link ?? file}`);
    },
    close: () => {},
  };
}
