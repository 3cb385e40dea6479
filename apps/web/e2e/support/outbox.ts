import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A mail as the server writes it to <DATA_DIR>/outbox/ when no SMTP server is configured. */
export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  sentAt: string;
};

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** The outbox names each file after the instant it was sent (ISO, ':' and '.' as '-'): sortable as text. */
function fileNameAt(instant: Date): string {
  return instant.toISOString().replace(/[:.]/g, '-');
}

/** The mails sent at or after `since`: only their files are read, not the whole suite's outbox. */
async function readMails(since: Date): Promise<OutboxMail[]> {
  let files: string[];
  const first = fileNameAt(since);
  try {
    files = await readdir(outboxDir());
  } catch {
    return [];
  }
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json') && file >= first)
      .map(async (file) => {
        try {
          return JSON.parse(await readFile(path.join(outboxDir(), file), 'utf8')) as OutboxMail;
        } catch {
          // A file caught half-written is read again on the next poll.
          return null;
        }
      }),
  );
  return mails.filter((mail): mail is OutboxMail => mail !== null);
}

function isAddressedTo(mail: OutboxMail, email: string): boolean {
  return String(mail.to).toLowerCase().includes(email.toLowerCase());
}

/** Waits for the newest mail to `email` sent at or after `since`, and returns it. */
export async function waitForMail(
  email: string,
  { since, timeoutMs = 15_000 }: { since: Date; timeoutMs?: number },
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const matching = (await readMails(new Date(since.getTime() - 1000)))
      .filter((mail) => isAddressedTo(mail, email) && new Date(mail.sentAt).getTime() >= since.getTime() - 1000)
      .sort((a, b) => new Date(b.sentAt).getTime() - new Date(a.sentAt).getTime());
    if (matching[0]) return matching[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${email} in ${outboxDir()} within ${timeoutMs} ms`);
}

/** The verification or reset link of the newest mail to `email`. */
export async function waitForMailLink(email: string, options: { since: Date; timeoutMs?: number }): Promise<string> {
  const mail = await waitForMail(email, options);
  if (!mail.link) throw new Error(`The mail "${mail.subject}" to ${email} has no link`);
  return mail.link;
}
