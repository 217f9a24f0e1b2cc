import { languages, type Language } from '@app/contracts/locales';
import { composeLinkEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

interface ResetEmailText {
  subject: (product: string) => string;
  greeting: (username: string) => string;
  request: (product: string) => string;
  action: string;
  validity: string;
  ignore: string;
}

const texts: Record<Language, ResetEmailText> = {
  it: {
    subject: (product) => `Reimposta la password di ${product}`,
    greeting: (username) => `Ciao ${username},`,
    request: (product) =>
      `abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${product}.`,
    action: 'Scegli una nuova password',
    validity: 'Il link vale per un’ora e si può usare una sola volta.',
    ignore:
      'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
  },
  en: {
    subject: (product) => `Reset your ${product} password`,
    greeting: (username) => `Hello ${username},`,
    request: (product) => `we received a request to reset the password of your ${product} account.`,
    action: 'Choose a new password',
    validity: 'The link works for one hour and can be used only once.',
    ignore:
      'If you did not ask to reset your password, ignore this message: your current password still works.',
  },
  de: {
    subject: (product) => `Passwort für ${product} zurücksetzen`,
    greeting: (username) => `Guten Tag ${username},`,
    request: (product) =>
      `wir haben eine Anfrage erhalten, das Passwort Ihres ${product}-Kontos zurückzusetzen.`,
    action: 'Neues Passwort wählen',
    validity: 'Der Link gilt eine Stunde und kann nur einmal verwendet werden.',
    ignore:
      'Wenn Sie das Zurücksetzen nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr aktuelles Passwort bleibt gültig.',
  },
  fr: {
    subject: (product) => `Réinitialisez votre mot de passe ${product}`,
    greeting: (username) => `Bonjour ${username},`,
    request: (product) =>
      `nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${product}.`,
    action: 'Choisir un nouveau mot de passe',
    validity: 'Le lien est valable une heure et ne peut être utilisé qu’une seule fois.',
    ignore:
      'Si vous n’avez pas demandé cette réinitialisation, ignorez ce message : votre mot de passe actuel reste valable.',
  },
  es: {
    subject: (product) => `Restablece tu contraseña de ${product}`,
    greeting: (username) => `Hola, ${username}:`,
    request: (product) =>
      `hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${product}.`,
    action: 'Elegir una nueva contraseña',
    validity: 'El enlace es válido durante una hora y solo se puede usar una vez.',
    ignore:
      'Si no has pedido restablecer la contraseña, ignora este mensaje: tu contraseña actual sigue siendo válida.',
  },
};

export const isLanguage = (value: string | null | undefined): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * An e-mailed one-time link to a page, `/{page}/{id}/{token}`: English at the root, the other
 * languages under /{code}/.
 */
export function oneTimeLink(
  baseUrl: string,
  language: Language,
  page: string,
  id: string,
  token: string,
) {
  const prefix = language === 'en' ? '' : `/${language}`;
  return `${baseUrl}${prefix}/${page}/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;
}

export const resetLink = (baseUrl: string, language: Language, id: string, token: string) =>
  oneTimeLink(baseUrl, language, 'reset', id, token);

export interface ResetEmail {
  to: string;
  username: string;
  language: Language;
  productName: string;
  link: string;
}

/** The reset e-mail in the user's language: plain text and HTML in the product's one layout. */
export function composeResetEmail(email: ResetEmail): MailMessage {
  const text = texts[email.language];
  const product = email.productName;
  return composeLinkEmail({
    ...email,
    purpose: 'password reset e-mail',
    text: {
      subject: text.subject(product),
      greeting: text.greeting(email.username),
      body: text.request(product),
      action: text.action,
      after: [text.validity, text.ignore],
    },
  });
}
