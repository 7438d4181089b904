import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type MailResult = { status: 'sent'; id: string } | { status: 'outbox' } | { status: 'failed'; error: string };

const transports = new Map<string, Transporter>();

/** nodemailer is loaded with the first mail sent: a server that sends none does not carry it (~20 MB). */
async function transportFor(url: string): Promise<Transporter> {
  // Imported before the lookup: from there on nothing waits, so two first mails sent at once share one transport.
  const { default: nodemailer } = await import('nodemailer');
  let t = transports.get(url);
  if (!t) {
    // A refused or silent server must not hold a clerk's request for minutes.
    const u = new URL(url);
    for (const [k, v] of [
      ['connectionTimeout', '10000'],
      ['greetingTimeout', '10000'],
      ['socketTimeout', '20000'],
    ] as const)
      if (!u.searchParams.has(k)) u.searchParams.set(k, v);
    t = nodemailer.createTransport(u.toString());
    transports.set(url, t);
  }
  return t;
}

/**
 * Sends a mail through the SMTP server of `SMTP_URL` (smtp://user:pass@host:port, smtps://…).
 * Without SMTP_URL nothing leaves the machine: the caller keeps the mail in its outbox. A server
 * that refuses the mail gives 'failed' with its answer; nothing is retried behind the user's back.
 */
export async function sendMail(msg: MailMessage, env: NodeJS.ProcessEnv = process.env): Promise<MailResult> {
  const url = env['SMTP_URL'];
  if (!url) return { status: 'outbox' };
  try {
    const info = await (
      await transportFor(url)
    ).sendMail({ from: env['MAIL_FROM'] || 'Auberge <no-reply@auberge.example>', to: msg.to, subject: msg.subject, text: msg.text });
    return { status: 'sent', id: String(info.messageId ?? '') };
  } catch (err) {
    return { status: 'failed', error: (err as Error).message.slice(0, 500) };
  }
}
