import type { Config } from '../config/env.ts';
import { createTestApp, type TestApp } from './app.ts';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from './smtp-receiver.ts';

export interface MailingTestApp extends TestApp {
  smtp: SmtpReceiver;
  /** The e-mails received for one address, oldest first. */
  mailsTo(email: string): ReceivedMail[];
}

/**
 * The app on a fresh database (createTestApp), its e-mail going over real SMTP to a receiver of
 * the test's own; close() stops both. For tests of what the product e-mails.
 */
export async function createMailingTestApp(config: Partial<Config> = {}): Promise<MailingTestApp> {
  const smtp = await startSmtpReceiver({ tls: false });
  const app = await createTestApp({ config: { ...config, smtpUrl: smtp.url } });
  return {
    ...app,
    smtp,
    mailsTo: (email) => smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase())),
    async close() {
      await app.close();
      await smtp.close();
    },
  };
}
