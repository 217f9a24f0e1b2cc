import { parseUnsubscribeToken, type EmailList } from '@app/contracts/email-lists';
import { isLanguage, type Language } from '@app/contracts/locales';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicBaseUrl, publicPageUrl } from '../../lib/public-url.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';
import { findUserLanguage, upsertSettings } from './settings.repository.ts';

/**
 * One-click unsubscribe (RFC 8058) for the e-mails a person can turn off: the token names the
 * user and the list and is signed with the server secret, so it works without signing in and
 * nobody can make one for another person. Nothing is stored; a link keeps working (turning a
 * list off twice changes nothing), and turning the list on again in Settings is the way back.
 */
const signature = (secret: string, userId: number, list: EmailList) =>
  hmac(secret, `unsubscribe:${userId}:${list}`);

export const unsubscribeToken = (secret: string, userId: number, list: EmailList) =>
  `${userId}-${list}-${signature(secret, userId, list)}`;

/** What an e-mail of the list carries: the one-click address, the page for people, Settings. */
export interface UnsubscribeLinks {
  /** For the List-Unsubscribe header: a POST here turns the list off (RFC 8058). */
  oneClick: string;
  /** For the e-mail's foot: a page that asks before turning the list off. */
  page: string;
  settings: string;
}

export function unsubscribeLinks(
  config: Pick<Config, 'publicUrl' | 'port' | 'sessionSecret'>,
  language: Language,
  userId: number,
  list: EmailList,
): UnsubscribeLinks {
  const token = unsubscribeToken(config.sessionSecret, userId, list);
  return {
    oneClick: `${publicBaseUrl(config)}/inc/unsubscribe/${token}`,
    page: publicPageUrl(config, language, `/unsubscribe/${token}`),
    settings: publicPageUrl(config, language, '/settings'),
  };
}

const footerTitles: Record<Language, { stop: string; settings: string }> = {
  it: { stop: 'Non ricevere più queste e-mail', settings: 'Impostazioni delle e-mail' },
  en: { stop: 'Stop these e-mails', settings: 'E-mail settings' },
  de: { stop: 'Diese E-Mails abbestellen', settings: 'E-Mail-Einstellungen' },
  fr: { stop: 'Ne plus recevoir ces e-mails', settings: 'Paramètres des e-mails' },
  es: { stop: 'Dejar de recibir estos correos', settings: 'Ajustes de correo' },
};

/** The foot of such an e-mail: the page that stops it and the settings, in its language. */
export const unsubscribeFooter = (links: UnsubscribeLinks, language: Language) => [
  { title: footerTitles[language].stop, url: links.page },
  { title: footerTitles[language].settings, url: links.settings },
];

/** The user and list of a token signed by this server, or null. */
function verifiedToken(secret: string, token: string) {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed) return null;
  const valid = safeEqual(parsed.signature, signature(secret, parsed.userId, parsed.list));
  return valid ? parsed : null;
}

/** Turns the token's list off for its user; a token this server did not sign changes nothing. */
export async function unsubscribe(db: Database, secret: string, token: string) {
  const verified = verifiedToken(secret, token);
  if (!verified) throw new AppError('unsubscribe_link_invalid');
  const patch =
    verified.list === 'messages' ? { messageNotifications: false } : { newsletter: false };
  // A user erased since the e-mail was sent has no row to change: the link is no longer valid.
  const language = await findUserLanguage(db, verified.userId);
  if (language === undefined) throw new AppError('unsubscribe_link_invalid');
  await upsertSettings(db, verified.userId, patch);
  return verified.list;
}

/**
 * The page a person reaches by opening the one-click address in a browser (a GET must never
 * unsubscribe, since mail scanners follow links): the page that asks, in the user's language.
 */
export async function unsubscribePage(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port' | 'sessionSecret' | 'defaultLanguage'>,
  token: string,
): Promise<string | null> {
  const verified = verifiedToken(config.sessionSecret, token);
  if (!verified) return null;
  const stored = await findUserLanguage(db, verified.userId);
  if (stored === undefined) return null;
  const language = stored !== null && isLanguage(stored) ? stored : config.defaultLanguage;
  return publicPageUrl(config, language, `/unsubscribe/${token}`);
}
