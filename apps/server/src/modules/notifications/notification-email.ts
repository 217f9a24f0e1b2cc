import type { Language } from '@app/contracts/locales';
import { renderEmail, type EmailBlock } from '../../lib/email-layout.ts';
import { unsubscribeFooter, type UnsubscribeLinks } from '../settings/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The e-mail about notifications still unread: one a digest, in the reader's language. */

/** Notifications listed by name in one e-mail; the rest are counted. */
export const DIGEST_LIST_MAX = 10;

interface DigestText {
  subject: (count: number, product: string) => string;
  greeting: (name: string) => string;
  intro: (count: number, product: string) => string;
  more: (count: number) => string;
  action: string;
  why: string;
}

const texts: Record<Language, DigestText> = {
  it: {
    subject: (count, product) =>
      count === 1
        ? `Hai una notifica da leggere su ${product}`
        : `Hai ${count} notifiche da leggere su ${product}`,
    greeting: (name) => `Ciao ${name},`,
    intro: (count, product) =>
      count === 1
        ? `su ${product} ti aspetta una notifica che non hai ancora letto:`
        : `su ${product} ti aspettano ${count} notifiche che non hai ancora letto:`,
    more: (count) => (count === 1 ? 'e un’altra ancora.' : `e altre ${count}.`),
    action: 'Vedi tutte le notifiche',
    why: 'Ricevi questa e-mail perché le e-mail su messaggi e notifiche sono attive nelle tue impostazioni.',
  },
  en: {
    subject: (count, product) =>
      count === 1
        ? `You have an unread notification on ${product}`
        : `You have ${count} unread notifications on ${product}`,
    greeting: (name) => `Hello ${name},`,
    intro: (count, product) =>
      count === 1
        ? `a notification on ${product} is waiting for you:`
        : `${count} notifications on ${product} are waiting for you:`,
    more: (count) => (count === 1 ? 'and one more.' : `and ${count} more.`),
    action: 'See all notifications',
    why: 'You receive this e-mail because e-mails about messages and notifications are on in your settings.',
  },
  de: {
    subject: (count, product) =>
      count === 1
        ? `Sie haben eine ungelesene Benachrichtigung auf ${product}`
        : `Sie haben ${count} ungelesene Benachrichtigungen auf ${product}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (count, product) =>
      count === 1
        ? `auf ${product} wartet eine Benachrichtigung auf Sie:`
        : `auf ${product} warten ${count} Benachrichtigungen auf Sie:`,
    more: (count) => (count === 1 ? 'und eine weitere.' : `und ${count} weitere.`),
    action: 'Alle Benachrichtigungen ansehen',
    why: 'Sie erhalten diese E-Mail, weil E-Mails zu Nachrichten und Benachrichtigungen in Ihren Einstellungen aktiviert sind.',
  },
  fr: {
    subject: (count, product) =>
      count === 1
        ? `Vous avez une notification non lue sur ${product}`
        : `Vous avez ${count} notifications non lues sur ${product}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (count, product) =>
      count === 1
        ? `une notification vous attend sur ${product} :`
        : `${count} notifications vous attendent sur ${product} :`,
    more: (count) => (count === 1 ? 'et une autre.' : `et ${count} autres.`),
    action: 'Voir toutes les notifications',
    why: 'Vous recevez cet e-mail car les e-mails sur les messages et les notifications sont activés dans vos paramètres.',
  },
  es: {
    subject: (count, product) =>
      count === 1
        ? `Tienes una notificación sin leer en ${product}`
        : `Tienes ${count} notificaciones sin leer en ${product}`,
    greeting: (name) => `Hola, ${name}:`,
    intro: (count, product) =>
      count === 1
        ? `te espera una notificación en ${product}:`
        : `te esperan ${count} notificaciones en ${product}:`,
    more: (count) => (count === 1 ? 'y una más.' : `y ${count} más.`),
    action: 'Ver todas las notificaciones',
    why: 'Recibes este correo porque los correos sobre mensajes y notificaciones están activados en tu configuración.',
  },
};

export interface NotificationDigest {
  to: string;
  name: string;
  language: Language;
  productName: string;
  /** The unread notifications, oldest first, written in the reader's language, with their pages. */
  items: ReadonlyArray<{ text: string; url: string }>;
  /** The notifications page. */
  allUrl: string;
  /** How the reader stops these e-mails (they follow the settings' message switch). */
  unsubscribe: UnsubscribeLinks;
}

export function composeNotificationDigest(digest: NotificationDigest): MailMessage {
  const text = texts[digest.language];
  const count = digest.items.length;
  const listed = digest.items.slice(0, DIGEST_LIST_MAX);
  const blocks: EmailBlock[] = [
    { kind: 'text', lines: [text.greeting(digest.name)] },
    { kind: 'text', lines: [text.intro(count, digest.productName)] },
    { kind: 'links', links: listed.map((item) => ({ title: item.text, url: item.url })) },
  ];
  if (count > listed.length)
    blocks.push({ kind: 'text', lines: [text.more(count - listed.length)] });
  blocks.push(
    { kind: 'action', label: text.action, url: digest.allUrl },
    {
      kind: 'note',
      text: text.why,
      links: unsubscribeFooter(digest.unsubscribe, digest.language),
    },
  );
  return {
    to: digest.to,
    subject: text.subject(count, digest.productName),
    ...renderEmail({ language: digest.language, blocks, signature: digest.productName }),
    link: digest.allUrl,
    purpose: 'notification e-mail',
    unsubscribe: digest.unsubscribe.oneClick,
  };
}
