import type { Language } from '@app/contracts/locales';
import { intlLocaleOf } from '@app/contracts/locales';
import { renderEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The link an attendee answers a training's assessment by, without an account. */

interface AssessmentEmailText {
  subject: (title: string) => string;
  greeting: (name: string) => string;
  ask: (company: string, title: string, trainer: string) => string;
  button: string;
  until: (date: string) => string;
  why: (product: string) => string;
}

const texts: Record<Language, AssessmentEmailText> = {
  it: {
    subject: (title) => `Com’è andato «${title}»?`,
    greeting: (name) => `Ciao ${name},`,
    ask: (company, title, trainer) =>
      `${company} ti chiede un parere su «${title}» con ${trainer}: bastano due minuti.`,
    button: 'Valuta il corso',
    until: (date) => `Il link funziona una volta sola, fino al ${date}.`,
    why: (product) =>
      `Ricevi questa e-mail perché hai partecipato a questo corso, prenotato dalla tua azienda su ${product}.`,
  },
  en: {
    subject: (title) => `How was “${title}”?`,
    greeting: (name) => `Hello ${name},`,
    ask: (company, title, trainer) =>
      `${company} asks for your opinion of “${title}” with ${trainer}: it takes two minutes.`,
    button: 'Rate the training',
    until: (date) => `The link works once, until ${date}.`,
    why: (product) =>
      `You receive this e-mail because you attended this training, booked by your company on ${product}.`,
  },
  de: {
    subject: (title) => `Wie war „${title}“?`,
    greeting: (name) => `Guten Tag ${name},`,
    ask: (company, title, trainer) =>
      `${company} bittet Sie um Ihre Meinung zu „${title}“ mit ${trainer}: Es dauert zwei Minuten.`,
    button: 'Schulung bewerten',
    until: (date) => `Der Link funktioniert einmal, bis zum ${date}.`,
    why: (product) =>
      `Sie erhalten diese E-Mail, weil Sie an dieser Schulung teilgenommen haben, die Ihr Unternehmen auf ${product} gebucht hat.`,
  },
  fr: {
    subject: (title) => `Comment s’est passée « ${title} » ?`,
    greeting: (name) => `Bonjour ${name},`,
    ask: (company, title, trainer) =>
      `${company} vous demande votre avis sur « ${title} » avec ${trainer} : cela prend deux minutes.`,
    button: 'Évaluer la formation',
    until: (date) => `Le lien fonctionne une seule fois, jusqu’au ${date}.`,
    why: (product) =>
      `Vous recevez cet e-mail car vous avez suivi cette formation, réservée par votre entreprise sur ${product}.`,
  },
  es: {
    subject: (title) => `¿Qué tal fue «${title}»?`,
    greeting: (name) => `Hola, ${name}:`,
    ask: (company, title, trainer) =>
      `${company} te pide tu opinión sobre «${title}» con ${trainer}: son dos minutos.`,
    button: 'Valorar la formación',
    until: (date) => `El enlace funciona una sola vez, hasta el ${date}.`,
    why: (product) =>
      `Recibes este correo porque asististe a esta formación, reservada por tu empresa en ${product}.`,
  },
};

export interface AssessmentEmail {
  to: string;
  name: string;
  title: string;
  trainer: string;
  company: string;
  url: string;
  expiresAt: Date;
  language: Language;
  productName: string;
}

export function composeAssessmentEmail(email: AssessmentEmail): MailMessage {
  const text = texts[email.language];
  const until = new Intl.DateTimeFormat(intlLocaleOf[email.language], {
    dateStyle: 'long',
    timeZone: 'Europe/Rome',
  }).format(email.expiresAt);
  return {
    to: email.to,
    subject: text.subject(email.title),
    ...renderEmail({
      language: email.language,
      blocks: [
        { kind: 'text', lines: [text.greeting(email.name)] },
        { kind: 'text', lines: [text.ask(email.company, email.title, email.trainer)] },
        { kind: 'action', label: text.button, url: email.url },
        { kind: 'text', lines: [text.until(until)] },
        { kind: 'note', text: text.why(email.productName) },
      ],
      signature: email.productName,
    }),
    purpose: 'training assessment e-mail',
  };
}
