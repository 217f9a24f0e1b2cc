import { languagePrefix, type Language } from '@app/contracts/locales';
import type { MailMessage } from '../../lib/mailer.ts';

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
    subject: (sender, product) => `${sender} hat dir auf ${product} geschrieben`,
    greeting: (name) => `Hallo ${name},`,
    wrote: (sender, product, count) =>
      count === 1
        ? `${sender} hat dir auf ${product} eine Nachricht geschickt, die du noch nicht gelesen hast:`
        : `${sender} hat dir auf ${product} ${count} Nachrichten geschickt, die du noch nicht gelesen hast. Die neueste:`,
    action: 'Lesen und antworten',
    why: 'Du erhältst diese E-Mail, weil die Benachrichtigungen über Nachrichten in deinen Einstellungen aktiviert sind.',
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

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

const EXCERPT_MAX = 280;

/** The start of a message, cut at a word when it is long. */
export function excerptOf(body: string): string {
  if (body.length <= EXCERPT_MAX) return body;
  const cut = body.slice(0, EXCERPT_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The conversation's page: English at /message/{id}, the other languages under /{code}/. */
export function conversationLink(baseUrl: string, language: Language, senderId: number) {
  return `${baseUrl}${languagePrefix(language)}/message/${senderId}`;
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
}

/** The unread-message e-mail in the recipient's language: plain text and simple HTML. */
export function composeUnreadEmail(email: UnreadEmail): MailMessage {
  const text = texts[email.language];
  const product = email.productName;
  const excerpt = excerptOf(email.body);
  const plain = [
    text.greeting(email.recipientName),
    '',
    text.wrote(email.senderName, product, email.count),
    '',
    ...excerpt.split('\n').map((line) => `> ${line}`),
    '',
    `${text.action}:`,
    email.link,
    '',
    text.why,
    '',
    `— ${product}`,
    '',
  ].join('\n');
  const link = escapeHtml(email.link);
  // Every text of the user's (names, the message) is escaped; line breaks of the message kept.
  const html = `<!doctype html>
<html lang="${email.language}">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5;">
<p>${escapeHtml(text.greeting(email.recipientName))}</p>
<p>${escapeHtml(text.wrote(email.senderName, product, email.count))}</p>
<blockquote style="margin: 0 0 16px; padding: 8px 14px; border-left: 3px solid #cbd2d9; color: #3e4c59;">${escapeHtml(excerpt).replace(/\n/g, '<br>')}</blockquote>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(text.action)}</a></p>
<p style="font-size: 13px; color: #52606d;">${link}</p>
<p style="font-size: 13px; color: #52606d;">${escapeHtml(text.why)}</p>
<p>— ${escapeHtml(product)}</p>
</body>
</html>
`;
  return {
    to: email.to,
    subject: text.subject(email.senderName, product),
    text: plain,
    html,
    link: email.link,
    purpose: 'unread message e-mail',
  };
}
