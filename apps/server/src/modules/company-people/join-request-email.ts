import { isLanguage, type Language } from '@app/contracts/locales';
import { renderEmail } from '../../lib/email-layout.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import { findMailContact } from '../accounts/index.ts';
import { findCompanyName } from '../companies/index.ts';
import { findPendingJoinRequest } from './join-requests.repository.ts';

export const JOIN_REQUEST_EMAIL_JOB = 'company-people.join-request-email';

/** One admin's e-mail about one request to join their company. */
export interface JoinRequestEmailJob {
  requestId: number;
  adminId: number;
}

const texts: Record<
  Language,
  { subject: (person: string, company: string) => string; body: string; button: string }
> = {
  it: {
    subject: (person, company) => `${person} chiede di entrare nello staff di ${company}`,
    body: 'Ha indicato la partita IVA della vostra azienda. Se lo accetti entra come manager; puoi cambiarne il ruolo in seguito. Se non lo conosci, rifiuta la richiesta.',
    button: 'Rispondi alla richiesta',
  },
  en: {
    subject: (person, company) => `${person} asks to join the staff of ${company}`,
    body: 'They gave your company’s VAT id. If you accept, they join as a manager; you can change their role later. If you do not know them, decline the request.',
    button: 'Answer the request',
  },
  de: {
    subject: (person, company) => `${person} möchte dem Team von ${company} beitreten`,
    body: 'Die Person hat die USt-IdNr. Ihres Unternehmens angegeben. Wenn Sie annehmen, tritt sie als Manager bei; die Rolle können Sie später ändern. Wenn Sie sie nicht kennen, lehnen Sie die Anfrage ab.',
    button: 'Anfrage beantworten',
  },
  fr: {
    subject: (person, company) => `${person} demande à rejoindre l’équipe de ${company}`,
    body: 'Cette personne a indiqué le numéro de TVA de votre entreprise. Si vous acceptez, elle rejoint l’équipe comme manager ; vous pourrez changer son rôle ensuite. Si vous ne la connaissez pas, refusez la demande.',
    button: 'Répondre à la demande',
  },
  es: {
    subject: (person, company) => `${person} pide unirse al equipo de ${company}`,
    body: 'Ha indicado el NIF-IVA de tu empresa. Si aceptas, entra como manager; puedes cambiar su rol después. Si no la conoces, rechaza la solicitud.',
    button: 'Responder a la solicitud',
  },
};

/**
 * The e-mail to an admin about a request to join, in the admin's language. Nothing is sent once
 * the request is decided (another admin answered first) or to an account no longer active.
 */
export async function emailJoinRequest(job: JoinRequestEmailJob, context: JobContext) {
  const request = await findPendingJoinRequest(context.db, job.requestId);
  if (!request) return;
  const [admin, person, company] = await Promise.all([
    findMailContact(context.db, job.adminId),
    findMailContact(context.db, request.userId),
    findCompanyName(context.db, request.companyId),
  ]);
  if (!admin?.isActive || !person || company === null) return;
  const language = isLanguage(admin.language) ? admin.language : context.config.defaultLanguage;
  const text = texts[language];
  const url = publicPageUrl(context.config, language, '/dashboard/c/userroles');
  await context.mailer.send({
    to: admin.email,
    subject: text.subject(person.name, company),
    ...renderEmail({
      language,
      blocks: [
        { kind: 'text', lines: [`${person.name} <${person.email}>`, text.body] },
        ...(request.message ? [{ kind: 'quote' as const, text: request.message }] : []),
        { kind: 'action', label: text.button, url },
      ],
      signature: context.config.productName,
    }),
    link: url,
    purpose: 'request to join a company e-mail',
  });
}
