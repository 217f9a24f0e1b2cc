/**
 * The e-mails a person can turn off, each governed by one switch of their settings: `messages`
 * (unread messages and the notifications' digest, the settings' message switch) and `newsletter`.
 * Each such e-mail carries a signed link that turns its switch off without signing in (RFC 8058
 * one-click, and a page for people): `{userId}-{list}-{signature}`, the signature an HMAC the
 * server alone can make. The web reads the list from it to say what the link turns off.
 */
export const emailLists = ['messages', 'newsletter'] as const;
export type EmailList = (typeof emailLists)[number];

const unsubscribeTokenPattern = /^([1-9]\d{0,9})-(messages|newsletter)-([A-Za-z0-9_-]{43})$/;

/** The user, list and signature an unsubscribe token carries, or null for anything else. */
export function parseUnsubscribeToken(token: string) {
  const match = unsubscribeTokenPattern.exec(token);
  if (!match) return null;
  return { userId: Number(match[1]), list: match[2] as EmailList, signature: match[3]! };
}
