import { isLanguage, type Language } from '@app/contracts/locales';
import { readableMoment } from '@app/contracts/readable';
import type { BillingDetails } from '@app/contracts/billing';
import { renderEmail } from '../../lib/email-layout.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import { findMailContact, findPersonName } from '../accounts/index.ts';

/**
 * The e-mail that tells of a change of billing details (issue 34): to the account whose own
 * details changed, or to every admin of the company whose details did. It says what changed and
 * when, and what to do if nobody meant it; an IBAN shows only its last four characters, since an
 * e-mail may be read by others and must not carry account numbers.
 */

export const billingChangeJobName = 'billing.details-changed-email';

export interface BillingChangeEmailJob {
  recipientId: number;
  /** Who made the change. */
  actorId: number;
  /** The company whose details changed; null for the recipient's own. */
  companyName: string | null;
  changedAt: string;
  /** The fields that changed, as `BillingDetails` names them. */
  fields: string[];
  /** The new IBAN's last four characters, when the IBAN changed and was not removed. */
  ibanEnd: string | null;
}

/** What the e-mail lists: the fields a reader thinks of together. */
const fieldGroups = {
  name: ['legalName'],
  address: ['street', 'postalCode', 'city', 'province', 'country'],
  taxIds: ['vatId', 'taxCode'],
  eInvoicing: ['sdiCode', 'pec'],
  invoiceEmail: ['email'],
  iban: ['iban'],
  vat: ['vatRegime', 'stampDutyCharged'],
} as const satisfies Record<string, ReadonlyArray<keyof BillingDetails>>;
type FieldGroup = keyof typeof fieldGroups;

interface ChangeText {
  subjectOwn: string;
  subjectCompany: (company: string) => string;
  changedOwn: (when: string) => string;
  changedCompany: (who: string, company: string, when: string) => string;
  groups: Record<FieldGroup, string>;
  ibanNow: (masked: string) => string;
  ibanRemoved: string;
  notYouOwn: string;
  notYouCompany: (who: string) => string;
  actionOwn: string;
  actionCompany: string;
  why: string;
}

const texts: Record<Language, ChangeText> = {
  it: {
    subjectOwn: 'I tuoi dati di fatturazione sono stati modificati',
    subjectCompany: (company) => `I dati di fatturazione di ${company} sono stati modificati`,
    changedOwn: (when) => `Il ${when} sono stati modificati i tuoi dati di fatturazione:`,
    changedCompany: (who, company, when) =>
      `Il ${when} ${who} ha modificato i dati di fatturazione di ${company}:`,
    groups: {
      name: 'ragione sociale',
      address: 'indirizzo',
      taxIds: 'partita IVA o codice fiscale',
      eInvoicing: 'codice destinatario o PEC',
      invoiceEmail: 'e-mail per le fatture',
      iban: 'IBAN',
      vat: 'regime IVA',
    },
    ibanNow: (masked) => `L’IBAN su cui ricevi i pagamenti ora è ${masked}.`,
    ibanRemoved: 'L’IBAN è stato rimosso.',
    notYouOwn:
      'Se la modifica non l’hai fatta tu, cambia subito la password, controlla i dati di fatturazione e chiudi le altre sessioni dalle impostazioni: qualcuno potrebbe usare il tuo account.',
    notYouCompany: (who) =>
      `Se non te lo aspettavi, controlla i dati e chiedi a ${who}; se nessuno in azienda ha fatto questa modifica, cambia la password e avvisa gli altri amministratori.`,
    actionOwn: 'Controlla i miei dati di fatturazione',
    actionCompany: 'Controlla i dati di fatturazione',
    why: 'Ti scriviamo a ogni modifica dei dati di fatturazione, per la tua sicurezza.',
  },
  en: {
    subjectOwn: 'Your billing details were changed',
    subjectCompany: (company) => `The billing details of ${company} were changed`,
    changedOwn: (when) => `Your billing details were changed on ${when}:`,
    changedCompany: (who, company, when) =>
      `${who} changed the billing details of ${company} on ${when}:`,
    groups: {
      name: 'legal name',
      address: 'address',
      taxIds: 'VAT id or tax code',
      eInvoicing: 'SDI recipient code or PEC',
      invoiceEmail: 'e-mail for invoices',
      iban: 'IBAN',
      vat: 'VAT regime',
    },
    ibanNow: (masked) => `The IBAN you are paid into is now ${masked}.`,
    ibanRemoved: 'The IBAN was removed.',
    notYouOwn:
      'If it was not you, change your password at once, check your billing details and sign out your other sessions in your settings: someone may be using your account.',
    notYouCompany: (who) =>
      `If you did not expect it, check the details and ask ${who}; if nobody in your company made this change, change your password and tell the other admins.`,
    actionOwn: 'Check my billing details',
    actionCompany: 'Check the billing details',
    why: 'We write to you whenever billing details change, for your security.',
  },
  de: {
    subjectOwn: 'Ihre Rechnungsdaten wurden geändert',
    subjectCompany: (company) => `Die Rechnungsdaten von ${company} wurden geändert`,
    changedOwn: (when) => `Ihre Rechnungsdaten wurden am ${when} geändert:`,
    changedCompany: (who, company, when) =>
      `${who} hat am ${when} die Rechnungsdaten von ${company} geändert:`,
    groups: {
      name: 'Firmenname',
      address: 'Adresse',
      taxIds: 'USt-IdNr. oder Steuernummer',
      eInvoicing: 'SDI-Empfängercode oder PEC',
      invoiceEmail: 'E-Mail für Rechnungen',
      iban: 'IBAN',
      vat: 'Umsatzsteuerregelung',
    },
    ibanNow: (masked) => `Die IBAN, auf der Sie Zahlungen erhalten, lautet jetzt ${masked}.`,
    ibanRemoved: 'Die IBAN wurde entfernt.',
    notYouOwn:
      'Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort, prüfen Sie Ihre Rechnungsdaten und melden Sie in den Einstellungen Ihre anderen Sitzungen ab: Jemand könnte Ihr Konto benutzen.',
    notYouCompany: (who) =>
      `Wenn Sie das nicht erwartet haben, prüfen Sie die Daten und fragen Sie ${who}; hat niemand in Ihrem Unternehmen sie geändert, ändern Sie Ihr Passwort und informieren Sie die anderen Administratoren.`,
    actionOwn: 'Meine Rechnungsdaten prüfen',
    actionCompany: 'Rechnungsdaten prüfen',
    why: 'Zu Ihrer Sicherheit schreiben wir Ihnen bei jeder Änderung der Rechnungsdaten.',
  },
  fr: {
    subjectOwn: 'Vos coordonnées de facturation ont été modifiées',
    subjectCompany: (company) => `Les coordonnées de facturation de ${company} ont été modifiées`,
    changedOwn: (when) => `Vos coordonnées de facturation ont été modifiées le ${when} :`,
    changedCompany: (who, company, when) =>
      `${who} a modifié les coordonnées de facturation de ${company} le ${when} :`,
    groups: {
      name: 'raison sociale',
      address: 'adresse',
      taxIds: 'numéro de TVA ou code fiscal',
      eInvoicing: 'code destinataire SDI ou PEC',
      invoiceEmail: 'e-mail pour les factures',
      iban: 'IBAN',
      vat: 'régime de TVA',
    },
    ibanNow: (masked) => `L’IBAN sur lequel vous recevez vos paiements est désormais ${masked}.`,
    ibanRemoved: 'L’IBAN a été supprimé.',
    notYouOwn:
      'Si ce n’était pas vous, changez tout de suite votre mot de passe, vérifiez vos coordonnées de facturation et fermez vos autres sessions dans vos paramètres : quelqu’un utilise peut-être votre compte.',
    notYouCompany: (who) =>
      `Si vous ne vous y attendiez pas, vérifiez les coordonnées et demandez à ${who} ; si personne dans votre entreprise n’a fait cette modification, changez votre mot de passe et prévenez les autres administrateurs.`,
    actionOwn: 'Vérifier mes coordonnées de facturation',
    actionCompany: 'Vérifier les coordonnées de facturation',
    why: 'Nous vous écrivons à chaque modification des coordonnées de facturation, pour votre sécurité.',
  },
  es: {
    subjectOwn: 'Se han modificado tus datos de facturación',
    subjectCompany: (company) => `Se han modificado los datos de facturación de ${company}`,
    changedOwn: (when) => `Tus datos de facturación se modificaron el ${when}:`,
    changedCompany: (who, company, when) =>
      `${who} modificó los datos de facturación de ${company} el ${when}:`,
    groups: {
      name: 'razón social',
      address: 'dirección',
      taxIds: 'NIF-IVA o código fiscal',
      eInvoicing: 'código de destinatario SDI o PEC',
      invoiceEmail: 'correo electrónico para facturas',
      iban: 'IBAN',
      vat: 'régimen de IVA',
    },
    ibanNow: (masked) => `El IBAN en el que cobras ahora es ${masked}.`,
    ibanRemoved: 'Se ha eliminado el IBAN.',
    notYouOwn:
      'Si no has sido tú, cambia tu contraseña de inmediato, revisa tus datos de facturación y cierra tus otras sesiones en los ajustes: alguien podría estar usando tu cuenta.',
    notYouCompany: (who) =>
      `Si no lo esperabas, revisa los datos y pregunta a ${who}; si nadie en tu empresa ha hecho este cambio, cambia tu contraseña y avisa a los demás administradores.`,
    actionOwn: 'Revisar mis datos de facturación',
    actionCompany: 'Revisar los datos de facturación',
    why: 'Te escribimos cada vez que cambian los datos de facturación, por tu seguridad.',
  },
};

/** An IBAN as an e-mail or a log may show it: its last four characters only. */
export const maskedIban = (end: string) => `•••• ${end}`;

const ownDetailsPage = '/profile#billing';
const companyDetailsPage = '/dashboard/c/billing';

/** One recipient's e-mail, in their language; nothing for an account no longer active. */
export async function emailBillingChange(context: JobContext, data: BillingChangeEmailJob) {
  const recipient = await findMailContact(context.db, data.recipientId);
  if (!recipient?.isActive) return;
  const language = isLanguage(recipient.language)
    ? recipient.language
    : context.config.defaultLanguage;
  const text = texts[language];
  const timeZone = context.config.renderTimeZone;
  const when = `${readableMoment(new Date(data.changedAt), language, timeZone)} (${timeZone})`;
  const groups = (Object.keys(fieldGroups) as FieldGroup[]).filter((group) =>
    fieldGroups[group].some((field) => data.fields.includes(field)),
  );
  const isCompany = data.companyName !== null;
  const who = (await findPersonName(context.db, data.actorId))?.name ?? '';
  const url = publicPageUrl(
    context.config,
    language,
    isCompany ? companyDetailsPage : ownDetailsPage,
  );
  const lines = [
    isCompany ? text.changedCompany(who, data.companyName ?? '', when) : text.changedOwn(when),
    ...groups.map((group) => `- ${text.groups[group]}`),
  ];
  const ibanLine = data.fields.includes('iban')
    ? data.ibanEnd === null
      ? text.ibanRemoved
      : text.ibanNow(maskedIban(data.ibanEnd))
    : null;
  await context.mailer.send({
    to: recipient.email,
    subject: isCompany ? text.subjectCompany(data.companyName ?? '') : text.subjectOwn,
    ...renderEmail({
      language,
      blocks: [
        { kind: 'text', lines },
        ...(ibanLine ? [{ kind: 'text' as const, lines: [ibanLine] }] : []),
        { kind: 'text', lines: [isCompany ? text.notYouCompany(who) : text.notYouOwn] },
        { kind: 'action', label: isCompany ? text.actionCompany : text.actionOwn, url },
        { kind: 'note', text: text.why },
      ],
      signature: context.config.productName,
    }),
    link: url,
    purpose: 'billing details changed e-mail',
  });
}
