import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config/env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message exists for; logged when the message goes to the outbox. */
  link?: string;
  /** What the message is, for the log line ("password reset e-mail"). */
  purpose?: string;
  /** Files sent with it (a purchase order's PDF). */
  attachments?: MailAttachment[];
  /** Whom an answer goes to, when not the sender (a report's author, for the operators). */
  replyTo?: { name: string; address: string };
  /**
   * For an e-mail the person can turn off: the address a POST to which turns it off. It goes in
   * List-Unsubscribe with List-Unsubscribe-Post, so mail clients offer one-click unsubscribe
   * (RFC 8058).
   */
  unsubscribe?: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface SentMail {
  delivery: 'smtp' | 'outbox';
  /** The .eml file, for the outbox. */
  file?: string;
}

export interface Mailer {
  /** Sends one message; a failure throws (a job's send is retried by the job queue). */
  send(message: MailMessage): Promise<SentMail>;
  /** Closes the SMTP connection. */
  close(): Promise<void>;
}

export type MailerConfig = Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The SMTP options of an smtp:// or smtps:// URL (user, password and query options included). */
export function smtpOptions(smtpUrl: string) {
  const host = new URL(smtpUrl).hostname.toLowerCase();
  return {
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // A relay on this machine often offers STARTTLS with a self-signed certificate; the traffic
    // never leaves the host, so its certificate is not checked. Remote servers are checked
    // (the URL may still say `?tls.rejectUnauthorized=false`).
    ...(loopbackHosts.has(host) ? { tls: { rejectUnauthorized: false } } : {}),
  };
}

/**
 * E-mail through SMTP when SMTP_URL is set; otherwise each message is written to
 * DATA_DIR/outbox as an .eml file (any mail client opens it) and its link is logged, so a fresh
 * embedded install can still reset a password.
 */
export function createMailer(config: MailerConfig, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  // nodemailer is loaded with the first message, not when the server starts.
  let transport: Promise<Transporter> | undefined;
  const transportReady = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      config.smtpUrl
        ? nodemailer.createTransport(smtpOptions(config.smtpUrl))
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    ));

  // The Message-ID names the sender's domain (the product's, from MAIL_FROM or PUBLIC_URL).
  const domain = /@([^\s>]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost';
  const envelope = (message: MailMessage) => ({
    from: config.mailFrom,
    messageId: `<${crypto.randomUUID()}@${domain}>`,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.unsubscribe
      ? {
          list: { unsubscribe: message.unsubscribe },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.attachments ? { attachments: message.attachments } : {}),
  });

  async function send(message: MailMessage): Promise<SentMail> {
    const info: unknown = await (await transportReady()).sendMail(envelope(message));
    if (config.smtpUrl) return { delivery: 'smtp' };
    const raw = (info as { message: Buffer }).message;
    await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    const file = path.join(outbox, name);
    await fs.writeFile(file, raw, { mode: 0o600 });
    log.info({ link: message.link, file }, `${message.purpose ?? 'e-mail'} written to the outbox`);
    return { delivery: 'outbox', file };
  }

  return {
    send,
    async close() {
      if (transport) (await transport).close();
    },
  };
}
