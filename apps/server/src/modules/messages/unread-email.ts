import type { Language } from '@app/contracts/locales';
import { renderEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { unsubscribeFooter, type UnsubscribeLinks } from '../settings/index.ts';

interface UnreadEmailText {
  subject: (sender: string, product: string) => string;
  greeting: (name: string) => string;
  wrote: (sender: string, product: string, count: number) => string;
  action: string;
  why: string;
}

const texts: Record<Language, UnreadEmailText> = {
  it: {
    subject: (sender, product) => `${sender} ti ha scritto su ${product}`,
    greeting: (name) => `Ciao ${name},`,
    wrote: (sender, product, count) =>
      count === 1
        ? `${sender} ti ha inviato un messaggio su ${product} che non hai ancora letto:`
        : `${sender} ti ha inviato ${count} messaggi su ${product} che non hai ancora letto. L’ultimo:`,
    action: 'Leggi e rispondi',
    why: 'Ricevi questa e-mail perché le notifiche dei messaggi sono attive nelle tue impostazioni.',
  },
  en: {
    subject: (sender, product) => `${sender} wrote to you on ${product}`,
    greeting: (name) => `Hello ${name},`,
    wrote: (sender, product, count) =>
      count === 1
        ? `${sender} sent you a message on ${product} that you have not read yet:`
        : `${sender} sent you ${count} messages on ${product} that you have not read yet. The latest:`,
    action: 'Read and reply',
    why: 'You receive this e-mail because message notifications are on in your settings.',
  },
  de: {
    subject: (sender, product) => `${sender} hat Ihnen auf ${product} geschrieben`,
    greeting: (name) => `Guten Tag ${name},`,
    wrote: (sender, product, count) =>
      count === 1
        ? `${sender} hat Ihnen auf ${product} eine Nachricht geschickt, die Sie noch nicht gelesen haben:`
        : `${sender} hat Ihnen auf ${product} ${count} Nachrichten geschickt, die Sie noch nicht gelesen haben. Die neueste:`,
    action: 'Lesen und antworten',
    why: 'Sie erhalten diese E-Mail, weil die Benachrichtigungen über Nachrichten in Ihren Einstellungen aktiviert sind.',
  },
  fr: {
    subject: (sender, product) => `${sender} vous a écrit sur ${product}`,
    greeting: (name) => `Bonjour ${name},`,
    wrote: (sender, product, count) =>
      count === 1
        ? `${sender} vous a envoyé sur ${product} un message que vous n’avez pas encore lu :`
        : `${sender} vous a envoyé sur ${product} ${count} messages que vous n’avez pas encore lus. Le dernier :`,
    action: 'Lire et répondre',
    why: 'Vous recevez cet e-mail car les notifications de messages sont activées dans vos paramètres.',
  },
  es: {
    subject: (sender, product) => `${sender} te ha escrito en ${product}`,
    greeting: (name) => `Hola, ${name}:`,
    wrote: (sender, product, count) =>
      count === 1
        ? `${sender} te ha enviado en ${product} un mensaje que aún no has leído:`
        : `${sender} te ha enviado en ${product} ${count} mensajes que aún no has leído. El último:`,
    action: 'Leer y responder',
    why: 'Recibes este correo porque las notificaciones de mensajes están activadas en tu configuración.',
  },
};

const EXCERPT_MAX = 280;

/** The start of a message, cut at a word when it is long. */
export function excerptOf(body: string): string {
  if (body.length <= EXCERPT_MAX) return body;
  const cut = body.slice(0, EXCERPT_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export interface UnreadEmail {
  to: string;
  recipientName: string;
  senderName: string;
  language: Language;
  productName: string;
  /** How many messages of the conversation are unread. */
  count: number;
  /** The newest unread message, as typed. */
  body: string;
  link: string;
  /** How the reader stops these e-mails (the settings' message switch). */
  unsubscribe: UnsubscribeLinks;
}

/** The unread-message e-mail in the recipient's language, in the product's one layout. */
export function composeUnreadEmail(email: UnreadEmail): MailMessage {
  const text = texts[email.language];
  const product = email.productName;
  return {
    to: email.to,
    subject: text.subject(email.senderName, product),
    ...renderEmail({
      language: email.language,
      blocks: [
        { kind: 'text', lines: [text.greeting(email.recipientName)] },
        { kind: 'text', lines: [text.wrote(email.senderName, product, email.count)] },
        { kind: 'quote', text: excerptOf(email.body) },
        { kind: 'action', label: text.action, url: email.link },
        {
          kind: 'note',
          text: text.why,
          links: unsubscribeFooter(email.unsubscribe, email.language),
        },
      ],
      signature: product,
    }),
    link: email.link,
    purpose: 'unread message e-mail',
    unsubscribe: email.unsubscribe.oneClick,
  };
}
