import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpReceiver {
  url: string;
  messages: ReceivedMail[];
  /**
   * Resolves with the first message for `to` among those from index `since` on (default: all),
   * already received or still to come.
   */
  waitFor(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random local port that keeps what it receives. `tls: false` offers
 * no STARTTLS at all; otherwise it offers STARTTLS with smtp-server's self-signed certificate.
 */
export async function startSmtpReceiver(options: { tls?: boolean } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    ...(options.tls === false ? { disabledCommands: ['STARTTLS'] } : {}),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        messages.push(mail);
        for (const waiter of waiters.splice(0)) {
          if (mail.to.includes(waiter.to)) waiter.resolve(mail);
          else waiters.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, { since = 0, timeoutMs = 5000 } = {}) {
      const lowered = to.toLowerCase();
      const received = messages.slice(since).find((mail) => mail.to.includes(lowered));
      if (received) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No e-mail for ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: lowered,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a MIME message (quoted-printable soft breaks and escapes undone). */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every one-time link to `/{page}/…` in a raw message (reset, verify-email). */
export function oneTimeLinksIn(raw: string, page = 'reset'): string[] {
  const pattern = new RegExp(`https?://[^\\s"<>]+/${page}/[^\\s"<>]+`, 'g');
  return [...new Set(decodeQuotedPrintable(raw).match(pattern) ?? [])];
}
