import type { Language } from '@app/contracts/locales';
import { renderEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

interface InvitationEmailText {
  subject: (company: string, product: string) => string;
  greeting: string;
  invited: (inviter: string, company: string, role: string, product: string) => string;
  roles: { admin: string; manager: string };
  action: string;
  account: string;
  validity: string;
  ignore: string;
}

const texts: Record<Language, InvitationEmailText> = {
  it: {
    subject: (company, product) => `Invito a unirti a ${company} su ${product}`,
    greeting: 'Ciao,',
    invited: (inviter, company, role, product) =>
      `${inviter} ti invita a gestire la formazione di ${company} su ${product} come ${role}.`,
    roles: { admin: 'amministratore', manager: 'manager' },
    action: 'Accetta l’invito',
    account: 'Puoi accedere con il tuo account oppure crearne uno nuovo prima di accettare.',
    validity: 'Il link vale 7 giorni e si può usare una sola volta.',
    ignore: 'Se non ti aspettavi questo invito, ignora questo messaggio.',
  },
  en: {
    subject: (company, product) => `Join ${company} on ${product}`,
    greeting: 'Hello,',
    invited: (inviter, company, role, product) =>
      `${inviter} invites you to manage training for ${company} on ${product} as ${role}.`,
    roles: { admin: 'admin', manager: 'manager' },
    action: 'Accept the invitation',
    account: 'You can sign in with your account or create a new one before accepting.',
    validity: 'The link works for 7 days and can be used only once.',
    ignore: 'If you did not expect this invitation, ignore this message.',
  },
  de: {
    subject: (company, product) => `Einladung zu ${company} auf ${product}`,
    greeting: 'Guten Tag,',
    invited: (inviter, company, role, product) =>
      `${inviter} lädt Sie ein, die Weiterbildung von ${company} auf ${product} als ${role} zu verwalten.`,
    roles: { admin: 'Administrator', manager: 'Manager' },
    action: 'Einladung annehmen',
    account:
      'Sie können sich mit Ihrem Konto anmelden oder vor dem Annehmen ein neues Konto erstellen.',
    validity: 'Der Link gilt 7 Tage und kann nur einmal verwendet werden.',
    ignore: 'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.',
  },
  fr: {
    subject: (company, product) => `Rejoignez ${company} sur ${product}`,
    greeting: 'Bonjour,',
    invited: (inviter, company, role, product) =>
      `${inviter} vous invite à gérer la formation de ${company} sur ${product} en tant que ${role}.`,
    roles: { admin: 'administrateur', manager: 'manager' },
    action: 'Accepter l’invitation',
    account: 'Vous pouvez vous connecter avec votre compte ou en créer un avant d’accepter.',
    validity: 'Le lien est valable 7 jours et ne peut être utilisé qu’une seule fois.',
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
  },
  es: {
    subject: (company, product) => `Únete a ${company} en ${product}`,
    greeting: 'Hola:',
    invited: (inviter, company, role, product) =>
      `${inviter} te invita a gestionar la formación de ${company} en ${product} como ${role}.`,
    roles: { admin: 'administrador', manager: 'manager' },
    action: 'Aceptar la invitación',
    account: 'Puedes iniciar sesión con tu cuenta o crear una nueva antes de aceptar.',
    validity: 'El enlace es válido durante 7 días y solo se puede usar una vez.',
    ignore: 'Si no esperabas esta invitación, ignora este mensaje.',
  },
};

export interface InvitationEmail {
  to: string;
  inviter: string;
  companyName: string;
  userRole: number;
  language: Language;
  productName: string;
  link: string;
}

/** The invitation in the inviter's language, in the product's one layout. */
export function composeInvitationEmail(email: InvitationEmail): MailMessage {
  const text = texts[email.language];
  const role = email.userRole === 1 ? text.roles.admin : text.roles.manager;
  return {
    to: email.to,
    subject: text.subject(email.companyName, email.productName),
    ...renderEmail({
      language: email.language,
      blocks: [
        { kind: 'text', lines: [text.greeting] },
        {
          kind: 'text',
          lines: [text.invited(email.inviter, email.companyName, role, email.productName)],
        },
        { kind: 'action', label: text.action, url: email.link },
        { kind: 'text', lines: [text.account, text.validity] },
        { kind: 'note', text: text.ignore },
      ],
      signature: email.productName,
    }),
    link: email.link,
    purpose: 'company invitation e-mail',
  };
}
