import { expect } from '@playwright/test';

/** The HTTP side of e2e/services/smtp-receiver.mjs, started by the Playwright config. */
export const mailboxUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3107) + 21}`;

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`The mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits until `count` messages have reached the address (the app sends in the background);
 * with `containing`, only messages whose text contains it count (a new account's first message
 * is its confirmation link).
 */
export async function waitForMail(
  address: string,
  count = 1,
  containing?: string,
): Promise<ReceivedMail> {
  let received: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        received = (await mailsTo(address)).filter(
          (mail) => containing === undefined || mail.text.includes(containing),
        );
        return received.length;
      },
      { message: `e-mail number ${count} to ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const mail = received[count - 1];
  if (!mail) throw new Error(`No e-mail number ${count} to ${address}`);
  return mail;
}

/** The password-reset link of a message: http(s)://host[/lang]/reset/{id}/{token}. */
export function resetLinkOf(mail: ReceivedMail): URL {
  const match = /https?:\/\/[^\s"<>]+\/reset\/[^\s"<>/]+\/[^\s"<>/]+/.exec(mail.text);
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return new URL(match[0]);
}

/** The confirmation link of a message: http(s)://host[/lang]/verify-email/{id}/{token}. */
export function confirmationLinkOf(mail: ReceivedMail): URL {
  const match = /https?:\/\/[^\s"<>]+\/verify-email\/[^\s"<>/]+\/[^\s"<>/]+/.exec(mail.text);
  if (!match) throw new Error(`No confirmation link in: ${mail.text}`);
  return new URL(match[0]);
}
