import { isLanguage, type Language } from '@app/contracts/locales';
import { notificationParam } from '@app/contracts/notifications';
import { readableDay, readableMoney } from '@app/contracts/readable';
import { invoiceMachine } from '@app/contracts/states';
import type { JobContext } from '../../lib/job-queue.ts';
import { renderEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import { storeNotification } from '../notifications/index.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import { invoiceStateColumn } from '../../shared/state-history.repository.ts';
import { todayOf } from './invoice-dates.ts';
import { buyerSideIds, invoiceLinkFor } from './invoice-notifications.ts';
import {
  findUserContact,
  lockDueInvoices,
  setRemindedAt,
  type InvoiceRow,
} from './invoices.repository.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const texts: Record<
  Language,
  {
    subject: (number: string) => string;
    body: (number: string, amount: string, due: string) => string;
    button: string;
  }
> = {
  it: {
    subject: (number) => `Fattura ${number} scaduta`,
    body: (number, amount, due) =>
      `La fattura ${number} di ${amount} è scaduta il ${due} e non risulta ancora pagata.`,
    button: 'Apri la fattura',
  },
  en: {
    subject: (number) => `Invoice ${number} is overdue`,
    body: (number, amount, due) =>
      `Invoice ${number} for ${amount} was due on ${due} and is not marked paid yet.`,
    button: 'Open the invoice',
  },
  de: {
    subject: (number) => `Rechnung ${number} ist überfällig`,
    body: (number, amount, due) =>
      `Die Rechnung ${number} über ${amount} war am ${due} fällig und ist noch nicht als bezahlt markiert.`,
    button: 'Rechnung öffnen',
  },
  fr: {
    subject: (number) => `La facture ${number} est en retard`,
    body: (number, amount, due) =>
      `La facture ${number} de ${amount} était due le ${due} et n’est pas encore marquée payée.`,
    button: 'Ouvrir la facture',
  },
  es: {
    subject: (number) => `La factura ${number} está vencida`,
    body: (number, amount, due) =>
      `La factura ${number} por ${amount} vencía el ${due} y aún no consta como pagada.`,
    button: 'Abrir la factura',
  },
};

function overdueEmail(
  context: JobContext,
  invoice: InvoiceRow,
  to: string,
  language: Language,
  link: string,
): MailMessage {
  const text = texts[language];
  const amount = readableMoney(invoice.grossMinor, invoice.currency, language);
  const url = publicPageUrl(context.config, language, link);
  return {
    to,
    subject: text.subject(invoice.number),
    ...renderEmail({
      language,
      blocks: [
        {
          kind: 'text',
          lines: [
            text.body(
              invoice.number,
              amount,
              invoice.dueDate ? readableDay(invoice.dueDate, language) : '',
            ),
          ],
        },
        { kind: 'action', label: text.button, url },
      ],
      signature: context.config.productName,
    }),
    link: url,
    purpose: 'overdue invoice e-mail',
  };
}

/**
 * The daily sweep (docs/product.md, "Invoices and credit notes"): an issued invoice past its due
 * date becomes overdue, and both sides are reminded (notification and e-mail), at most once a week
 * per invoice (reminded_at, set in the same transaction as the notifications; rows are locked, so
 * two sweeps never remind twice). E-mails leave after the commit.
 */
export async function sweepOverdueInvoices(context: JobContext, now = new Date()) {
  const mails = await context.db.transaction(async (tx) => {
    const out: MailMessage[] = [];
    const due = await lockDueInvoices(tx, todayOf(now), new Date(now.getTime() - WEEK_MS));
    for (const invoice of due) {
      if (invoice.state === 'issued') {
        await fireTransition(tx, {
          machine: invoiceMachine,
          target: invoiceStateColumn,
          record: { id: invoice.id, state: invoice.state },
          transition: 'markOverdue',
          actor: { userId: null, roles: ['system'] },
        });
      }
      await setRemindedAt(tx, invoice.id, now);
      // The platform's own invoices (no provider) remind their buyers only.
      const recipients = [
        ...(invoice.providerId === null
          ? []
          : [{ userId: invoice.providerId, side: 'provider' as const }]),
        ...(await buyerSideIds(tx, invoice)).map((userId) => ({ userId, side: 'buyer' as const })),
      ];
      for (const { userId, side } of recipients) {
        const link = invoiceLinkFor(invoice, side);
        await storeNotification(tx, context.live, {
          userId,
          kind: 'invoice_overdue',
          params: {
            number: invoice.number,
            amount: notificationParam.money(invoice.grossMinor, invoice.currency),
            due: notificationParam.day(invoice.dueDate),
          },
          link,
          dedupeKey: `invoice-overdue:${invoice.id}:${todayOf(now)}:${userId}`,
        });
        const contact = await findUserContact(tx, userId);
        if (contact?.email) {
          const language = isLanguage(contact.language)
            ? contact.language
            : context.config.defaultLanguage;
          out.push(overdueEmail(context, invoice, contact.email, language, link));
        }
      }
    }
    return out;
  });
  for (const mail of mails) await context.mailer.send(mail);
  return mails.length;
}
