import { trialReminderDays } from '@app/contracts/companies';
import { isLanguage, type Language } from '@app/contracts/locales';
import { homeTimeZone, notificationParam } from '@app/contracts/notifications';
import { readableDay } from '@app/contracts/readable';
import type { JobContext } from '../../lib/job-queue.ts';
import { renderEmail } from '../../lib/email-layout.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import { selectCompanyAdminIds } from '../../shared/memberships.repository.ts';
import { trialDaysLeft } from '../../shared/memberships.ts';
import { storeNotification } from '../notifications/index.ts';
import { findMailContact } from '../accounts/index.ts';
import { selectTrialsEnding } from './trial-reminders.repository.ts';

/**
 * The trial's reminders (docs/product.md, "A company's lifecycle"): 7 days and 1 day before a
 * free trial ends, each admin of the company is told, in the app and by e-mail, once each. The
 * daily sweep finds the trials within a week of their end; a reminder is the notification of its
 * dedupe key (trial, stage, person), so a sweep that runs again, or a second app server's, stores
 * nothing more, and its e-mail is queued in the same transaction only when the notification is
 * new (the job retries a failed send).
 */

export const trialJobNames = {
  sweep: 'billing.trial-reminders',
  email: 'billing.trial-reminder-email',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const billingPlans = '/dashboard/c/billing#plans';

/** The reminder a trial with `daysLeft` is due: the nearest stage it has reached, if any. */
export function reminderStageOf(daysLeft: number): number | null {
  const reached = trialReminderDays.filter((stage) => daysLeft <= stage);
  return reached.length === 0 ? null : Math.min(...reached);
}

/** The trial's last day (YYYY-MM-DD) in the product's home zone: a day to every reader. */
const endDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: homeTimeZone }).format(date);

export async function sweepTrialReminders(context: JobContext, now = new Date()) {
  const widest = Math.max(...trialReminderDays);
  const trials = await selectTrialsEnding(
    context.db,
    now,
    new Date(now.getTime() + widest * DAY_MS),
  );
  let sent = 0;
  for (const trial of trials) {
    const stage = reminderStageOf(trialDaysLeft(trial.endDate, now));
    if (stage === null) continue;
    await context.db.transaction(async (tx) => {
      for (const userId of await selectCompanyAdminIds(tx, trial.companyId)) {
        const isNew = await storeNotification(tx, context.live, {
          userId,
          kind: 'trial_ending',
          params: {
            company: trial.companyName,
            date: notificationParam.day(endDay(trial.endDate)),
          },
          link: billingPlans,
          dedupeKey: `trial:${trial.subscriptionId}:${stage}:${userId}`,
        });
        if (!isNew) continue;
        sent += 1;
        await context.jobs.send(
          trialJobNames.email,
          { userId, companyName: trial.companyName, endDate: trial.endDate.toISOString() },
          { tx, singletonKey: `trial-reminder:${trial.subscriptionId}:${stage}:${userId}` },
        );
      }
    });
  }
  return sent;
}

const texts: Record<
  Language,
  {
    subject: (company: string) => string;
    body: (company: string, date: string) => string;
    button: string;
  }
> = {
  it: {
    subject: (company) => `La prova gratuita di ${company} sta per finire`,
    body: (company, date) =>
      `La prova gratuita di ${company} finisce il ${date}. Dopo quella data nuove prenotazioni, approvazioni di spesa e ordini di acquisto attendono un piano; tutto il resto continua a funzionare. Scegli un piano in Fatturazione.`,
    button: 'Scegli un piano',
  },
  en: {
    subject: (company) => `${company}'s free trial ends soon`,
    body: (company, date) =>
      `${company}'s free trial ends on ${date}. After that, new bookings, fee approvals and purchase orders wait for a plan; everything else keeps working. Choose a plan in Billing.`,
    button: 'Choose a plan',
  },
  de: {
    subject: (company) => `Die kostenlose Testphase von ${company} endet bald`,
    body: (company, date) =>
      `Die kostenlose Testphase von ${company} endet am ${date}. Danach warten neue Buchungen, Kostenfreigaben und Bestellungen auf einen Tarif; alles andere funktioniert weiter. Wählen Sie unter Abrechnung einen Tarif.`,
    button: 'Tarif wählen',
  },
  fr: {
    subject: (company) => `L’essai gratuit de ${company} se termine bientôt`,
    body: (company, date) =>
      `L’essai gratuit de ${company} se termine le ${date}. Ensuite, les nouvelles réservations, validations de dépenses et bons de commande attendent une offre ; tout le reste continue de fonctionner. Choisissez une offre dans Facturation.`,
    button: 'Choisir une offre',
  },
  es: {
    subject: (company) => `La prueba gratuita de ${company} termina pronto`,
    body: (company, date) =>
      `La prueba gratuita de ${company} termina el ${date}. Después, las nuevas reservas, aprobaciones de gastos y órdenes de compra esperan un plan; todo lo demás sigue funcionando. Elige un plan en Facturación.`,
    button: 'Elegir un plan',
  },
};

/** One admin's reminder e-mail, in their language; nothing for an account no longer active. */
export async function emailTrialReminder(
  context: JobContext,
  data: { userId: number; companyName: string; endDate: string },
) {
  const admin = await findMailContact(context.db, data.userId);
  if (!admin?.isActive) return;
  const language = isLanguage(admin.language) ? admin.language : context.config.defaultLanguage;
  const text = texts[language];
  const url = publicPageUrl(context.config, language, billingPlans);
  const date = readableDay(endDay(new Date(data.endDate)), language);
  await context.mailer.send({
    to: admin.email,
    subject: text.subject(data.companyName),
    ...renderEmail({
      language,
      blocks: [
        { kind: 'text', lines: [text.body(data.companyName, date)] },
        { kind: 'action', label: text.button, url },
      ],
      signature: context.config.productName,
    }),
    link: url,
    purpose: 'trial reminder e-mail',
  });
}
