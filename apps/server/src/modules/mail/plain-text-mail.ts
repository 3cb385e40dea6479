import type { MailMessage } from './mailer';

/** The one HTML escape of the mails (templates, plain-text mails). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A mail whose HTML part is its plain text kept as written (notifications, acknowledgements). */
export function plainTextMail(params: { to: string; subject: string; text: string; link?: string }): MailMessage {
  const { to, subject, text, link } = params;
  return { to, subject, text, html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`, link };
}
