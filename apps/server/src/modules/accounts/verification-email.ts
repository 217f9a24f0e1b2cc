import type { Language } from '@app/contracts/locales';
import { composeLinkEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

interface VerificationEmailText {
  subject: (product: string) => string;
  greeting: (username: string) => string;
  newAccount: (product: string) => string;
  newAddress: (product: string) => string;
  action: string;
  validity: string;
  ignore: string;
}

const texts: Record<Language, VerificationEmailText> = {
  it: {
    subject: (product) => `Conferma il tuo indirizzo e-mail su ${product}`,
    greeting: (username) => `Ciao ${username},`,
    newAccount: (product) =>
      `grazie per esserti registrato su ${product}. Conferma che questo indirizzo è tuo.`,
    newAddress: (product) =>
      `hai chiesto di usare questo indirizzo per il tuo account ${product}. Conferma che è tuo: sostituirà quello attuale.`,
    action: 'Conferma il mio indirizzo',
    validity: 'Il link vale 24 ore e si può usare una sola volta.',
    ignore: 'Se non sei stato tu, ignora questo messaggio: nulla cambierà.',
  },
  en: {
    subject: (product) => `Confirm your e-mail address on ${product}`,
    greeting: (username) => `Hello ${username},`,
    newAccount: (product) =>
      `thank you for signing up to ${product}. Please confirm that this address is yours.`,
    newAddress: (product) =>
      `you asked to use this address for your ${product} account. Please confirm that it is yours: it will replace the current one.`,
    action: 'Confirm my address',
    validity: 'The link works for 24 hours and can be used only once.',
    ignore: 'If this was not you, ignore this message: nothing will change.',
  },
  de: {
    subject: (product) => `Bestätigen Sie Ihre E-Mail-Adresse bei ${product}`,
    greeting: (username) => `Guten Tag ${username},`,
    newAccount: (product) =>
      `danke für Ihre Registrierung bei ${product}. Bitte bestätigen Sie, dass diese Adresse Ihnen gehört.`,
    newAddress: (product) =>
      `Sie möchten diese Adresse für Ihr ${product}-Konto verwenden. Bitte bestätigen Sie, dass sie Ihnen gehört: Sie ersetzt die bisherige.`,
    action: 'Meine Adresse bestätigen',
    validity: 'Der Link gilt 24 Stunden und kann nur einmal verwendet werden.',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: Es ändert sich nichts.',
  },
  fr: {
    subject: (product) => `Confirmez votre adresse e-mail sur ${product}`,
    greeting: (username) => `Bonjour ${username},`,
    newAccount: (product) =>
      `merci de votre inscription sur ${product}. Veuillez confirmer que cette adresse est la vôtre.`,
    newAddress: (product) =>
      `vous avez demandé à utiliser cette adresse pour votre compte ${product}. Confirmez qu’elle est à vous : elle remplacera l’adresse actuelle.`,
    action: 'Confirmer mon adresse',
    validity: 'Le lien est valable 24 heures et ne peut être utilisé qu’une seule fois.',
    ignore: 'Si ce n’était pas vous, ignorez ce message : rien ne changera.',
  },
  es: {
    subject: (product) => `Confirma tu dirección de correo en ${product}`,
    greeting: (username) => `Hola, ${username}:`,
    newAccount: (product) =>
      `gracias por registrarte en ${product}. Confirma que esta dirección es tuya.`,
    newAddress: (product) =>
      `has pedido usar esta dirección para tu cuenta de ${product}. Confirma que es tuya: sustituirá a la actual.`,
    action: 'Confirmar mi dirección',
    validity: 'El enlace es válido durante 24 horas y solo se puede usar una vez.',
    ignore: 'Si no has sido tú, ignora este mensaje: no cambiará nada.',
  },
};

export interface VerificationEmail {
  to: string;
  username: string;
  language: Language;
  productName: string;
  link: string;
  /** A new address replacing the current one, rather than a new account's. */
  isChange: boolean;
}

/** The confirmation e-mail in the user's language, in the product's one layout. */
export function composeVerificationEmail(email: VerificationEmail): MailMessage {
  const text = texts[email.language];
  const product = email.productName;
  return composeLinkEmail({
    ...email,
    purpose: 'e-mail confirmation',
    text: {
      subject: text.subject(product),
      greeting: text.greeting(email.username),
      body: (email.isChange ? text.newAddress : text.newAccount)(product),
      action: text.action,
      after: [text.validity, text.ignore],
    },
  });
}
