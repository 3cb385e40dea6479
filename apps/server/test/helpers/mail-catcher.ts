import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** The first http(s) link in the mail body, decoded from quoted-printable. */
  link: string | null;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server in the test process: the app sends to it through SMTP_URL. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        const link = raw.match(/https?:\/\/[^\s"<>]+/)?.[0] ?? null;
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, link });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail sent to this address (mail is sent before the API answers). */
    lastTo(email: string): CaughtMail | undefined {
      return mails.filter((mail) => mail.to.includes(email.toLowerCase())).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
