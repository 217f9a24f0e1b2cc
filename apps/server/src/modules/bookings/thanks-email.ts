import type { Language } from '@app/contracts/locales';
import { renderEmail, type EmailBlock } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The provider's thank-you, e-mailed to a participant named without an account. */

interface ThanksEmailText {
  subject: (provider: string, title: string) => string;
  greeting: (name: string) => string;
  wrote: (provider: string, title: string) => string;
  materials: string;
  why: (product: string) => string;
}

const texts: Record<Language, ThanksEmailText> = {
  it: {
    subject: (provider, title) => `${provider} ti ringrazia per «${title}»`,
    greeting: (name) => `Ciao ${name},`,
    wrote: (provider, title) => `${provider} ha scritto ai partecipanti di «${title}»:`,
    materials: 'Materiali:',
    why: (product) =>
      `Ricevi questa e-mail perché sei stato indicato tra i partecipanti di questa formazione su ${product}.`,
  },
  en: {
    subject: (provider, title) => `${provider} thanks you for “${title}”`,
    greeting: (name) => `Hello ${name},`,
    wrote: (provider, title) => `${provider} wrote to the participants of “${title}”:`,
    materials: 'Materials:',
    why: (product) =>
      `You receive this e-mail because you were named as a participant of this training on ${product}.`,
  },
  de: {
    subject: (provider, title) => `${provider} bedankt sich für „${title}“`,
    greeting: (name) => `Guten Tag ${name},`,
    wrote: (provider, title) => `${provider} hat den Teilnehmenden von „${title}“ geschrieben:`,
    materials: 'Unterlagen:',
    why: (product) =>
      `Sie erhalten diese E-Mail, weil Sie auf ${product} als Teilnehmerin oder Teilnehmer dieser Schulung angegeben wurden.`,
  },
  fr: {
    subject: (provider, title) => `${provider} vous remercie pour « ${title} »`,
    greeting: (name) => `Bonjour ${name},`,
    wrote: (provider, title) => `${provider} a écrit aux participants de « ${title} » :`,
    materials: 'Supports :',
    why: (product) =>
      `Vous recevez cet e-mail car vous avez été indiqué comme participant à cette formation sur ${product}.`,
  },
  es: {
    subject: (provider, title) => `${provider} te da las gracias por «${title}»`,
    greeting: (name) => `Hola, ${name}:`,
    wrote: (provider, title) => `${provider} ha escrito a los participantes de «${title}»:`,
    materials: 'Materiales:',
    why: (product) =>
      `Recibes este correo porque te indicaron como participante de esta formación en ${product}.`,
  },
};

export interface ThanksEmail {
  to: string;
  name: string;
  provider: string;
  title: string;
  message: string;
  materials: ReadonlyArray<{ title: string; url: string }>;
  language: Language;
  productName: string;
}

export function composeThanksEmail(email: ThanksEmail): MailMessage {
  const text = texts[email.language];
  const blocks: EmailBlock[] = [
    { kind: 'text', lines: [text.greeting(email.name)] },
    { kind: 'text', lines: [text.wrote(email.provider, email.title)] },
    { kind: 'quote', text: email.message },
  ];
  if (email.materials.length > 0) {
    blocks.push(
      { kind: 'text', lines: [text.materials] },
      { kind: 'links', links: email.materials },
    );
  }
  blocks.push({ kind: 'note', text: text.why(email.productName) });
  return {
    to: email.to,
    subject: text.subject(email.provider, email.title),
    ...renderEmail({ language: email.language, blocks, signature: email.productName }),
    purpose: 'thank-you e-mail',
  };
}
