import type { Language } from '@app/contracts/locales';
import { composeLinkEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

interface ExportEmailText {
  subject: (product: string) => string;
  greeting: (username: string) => string;
  ready: (product: string) => string;
  action: string;
  validity: string;
  ignore: string;
}

const texts: Record<Language, ExportEmailText> = {
  it: {
    subject: (product) => `La copia dei tuoi dati su ${product} è pronta`,
    greeting: (username) => `Ciao ${username},`,
    ready: (product) =>
      `abbiamo preparato la copia di tutti i dati che ${product} conserva su di te: profilo, impostazioni, annunci, preferiti, messaggi, prenotazioni, recensioni, sessioni e i file che hai caricato.`,
    action: 'Scarica i miei dati',
    validity:
      'Il link vale 7 giorni e si può usare una sola volta; per scaricare devi avere effettuato l’accesso al tuo account.',
    ignore: 'Se non l’hai chiesta tu, cambia la password: qualcuno potrebbe usare il tuo account.',
  },
  en: {
    subject: (product) => `Your copy of your data on ${product} is ready`,
    greeting: (username) => `Hello ${username},`,
    ready: (product) =>
      `we have prepared a copy of everything ${product} holds about you: profile, settings, listings, favourites, messages, bookings, reviews, sessions and the files you uploaded.`,
    action: 'Download my data',
    validity:
      'The link works for 7 days and only once; you need to be signed in to your account to download.',
    ignore: 'If you did not ask for it, change your password: someone may be using your account.',
  },
  de: {
    subject: (product) => `Ihre Datenkopie bei ${product} ist bereit`,
    greeting: (username) => `Guten Tag ${username},`,
    ready: (product) =>
      `wir haben eine Kopie aller Daten erstellt, die ${product} über Sie speichert: Profil, Einstellungen, Angebote, Favoriten, Nachrichten, Buchungen, Bewertungen, Sitzungen und die von Ihnen hochgeladenen Dateien.`,
    action: 'Meine Daten herunterladen',
    validity:
      'Der Link gilt 7 Tage und nur einmal; zum Herunterladen müssen Sie bei Ihrem Konto angemeldet sein.',
    ignore:
      'Wenn Sie die Kopie nicht angefordert haben, ändern Sie Ihr Passwort: Jemand könnte Ihr Konto benutzen.',
  },
  fr: {
    subject: (product) => `La copie de vos données sur ${product} est prête`,
    greeting: (username) => `Bonjour ${username},`,
    ready: (product) =>
      `nous avons préparé une copie de tout ce que ${product} conserve sur vous : profil, paramètres, annonces, favoris, messages, réservations, avis, sessions et les fichiers que vous avez envoyés.`,
    action: 'Télécharger mes données',
    validity:
      'Le lien est valable 7 jours et une seule fois ; vous devez être connecté à votre compte pour télécharger.',
    ignore:
      'Si vous ne l’avez pas demandée, changez votre mot de passe : quelqu’un utilise peut-être votre compte.',
  },
  es: {
    subject: (product) => `La copia de tus datos en ${product} está lista`,
    greeting: (username) => `Hola, ${username}:`,
    ready: (product) =>
      `hemos preparado una copia de todo lo que ${product} guarda sobre ti: perfil, ajustes, anuncios, favoritos, mensajes, reservas, reseñas, sesiones y los archivos que subiste.`,
    action: 'Descargar mis datos',
    validity:
      'El enlace es válido durante 7 días y una sola vez; para descargar debes haber iniciado sesión en tu cuenta.',
    ignore: 'Si no la has pedido tú, cambia tu contraseña: alguien podría estar usando tu cuenta.',
  },
};

export interface ExportEmail {
  to: string;
  username: string;
  language: Language;
  productName: string;
  link: string;
}

/** The "your data is ready" e-mail in the user's language, in the product's one layout. */
export function composeExportEmail(email: ExportEmail): MailMessage {
  const text = texts[email.language];
  const product = email.productName;
  return composeLinkEmail({
    ...email,
    purpose: 'data export',
    text: {
      subject: text.subject(product),
      greeting: text.greeting(email.username),
      body: text.ready(product),
      action: text.action,
      after: [text.validity, text.ignore],
    },
  });
}
