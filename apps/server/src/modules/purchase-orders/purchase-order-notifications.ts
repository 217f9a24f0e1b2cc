import { purchaseOrderMachine } from '@app/contracts/states';
import { isLanguage, type Language } from '@app/contracts/locales';
import type { NotificationKind } from '@app/contracts/notifications';
import type { Transaction } from '../../db/client.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { renderEmail, type EmailBlock } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import type { DomainEventMap } from '../../shared/domain-events.ts';
import { selectStateHistory } from '../../shared/state-history.repository.ts';
import { storeNotification } from '../notifications/index.ts';
import { storedOrderPdf } from './purchase-order-pdf.ts';
import { readableMoney } from './purchase-order-text.ts';
import {
  findPurchaseOrder,
  findUserBasics,
  selectCompanyStaffIds,
} from './purchase-orders.repository.ts';

type OrderChange = DomainEventMap['purchase_order.changed'];

export const purchaseOrderJobNames = {
  email: 'purchase-orders.email',
  sweep: 'purchase-orders.sweep',
} as const;

/** The provider's list of orders received, and the company's. */
const providerLink = '/dashboard/i/purchase-orders';
const companyLink = '/dashboard/c/purchaseorderlist';

/**
 * Who hears of an order (once each, by dedupe key): the provider of a new one (in the app, and by
 * e-mail with the PDF through a job) and of a cancelled one; the company's staff of an
 * acknowledgement.
 */
export async function notifyOrderChange(
  tx: Transaction,
  context: Pick<JobContext, 'jobs' | 'live'>,
  change: OrderChange,
): Promise<void> {
  {
    const order = await findPurchaseOrder(tx, change.purchaseOrderId);
    if (!order) return;
    const params = {
      number: order.number,
      title: order.title ?? order.lines[0]?.description ?? '',
      company: order.buyer.legalName,
      provider: order.provider.legalName,
      reason: '',
    };
    const store = (userId: number, kind: NotificationKind, link: string) =>
      storeNotification(tx, context.live, {
        userId,
        kind,
        params,
        link,
        dedupeKey: `purchase_order:${order.id}:${kind}:${userId}`,
      });
    if (change.transition === 'create') {
      await store(order.providerId, 'purchase_order_issued', providerLink);
      await context.jobs.send(
        purchaseOrderJobNames.email,
        { purchaseOrderId: order.id },
        { tx, singletonKey: `purchase-order-email:${order.id}` },
      );
    } else if (change.transition === 'acknowledge') {
      for (const userId of await selectCompanyStaffIds(tx, order.companyId)) {
        await store(userId, 'purchase_order_acknowledged', companyLink);
      }
    } else if (change.transition === 'cancel') {
      const history = await selectStateHistory(tx, purchaseOrderMachine.name, order.id);
      params.reason = history.findLast((step) => step.transition === 'cancel')?.reason ?? '';
      await store(order.providerId, 'purchase_order_cancelled', providerLink);
    }
  }
}

interface OrderEmailText {
  subject: (company: string, number: string) => string;
  body: (company: string, number: string, title: string, total: string) => string;
  action: string;
  note: (product: string) => string;
}

const emailTexts: Record<Language, OrderEmailText> = {
  it: {
    subject: (company, number) => `Ordine di acquisto ${number} da ${company}`,
    body: (company, number, title, total) =>
      `${company} ti ha inviato l’ordine di acquisto ${number} per «${title}» (totale ${total}). Lo trovi in allegato in PDF.`,
    action: 'Conferma la ricezione',
    note: (product) =>
      `Ricevi questa e-mail perché offri formazione su ${product}. Indica il numero d’ordine nella fattura.`,
  },
  en: {
    subject: (company, number) => `Purchase order ${number} from ${company}`,
    body: (company, number, title, total) =>
      `${company} sent you purchase order ${number} for “${title}” (total ${total}). The PDF is attached.`,
    action: 'Acknowledge it',
    note: (product) =>
      `You receive this e-mail because you offer training on ${product}. Please quote the order number on your invoice.`,
  },
  de: {
    subject: (company, number) => `Bestellung ${number} von ${company}`,
    body: (company, number, title, total) =>
      `${company} hat Ihnen die Bestellung ${number} für „${title}“ gesendet (Summe ${total}). Das PDF finden Sie im Anhang.`,
    action: 'Bestellung bestätigen',
    note: (product) =>
      `Sie erhalten diese E-Mail, weil Sie auf ${product} Schulungen anbieten. Bitte geben Sie die Bestellnummer auf Ihrer Rechnung an.`,
  },
  fr: {
    subject: (company, number) => `Bon de commande ${number} de ${company}`,
    body: (company, number, title, total) =>
      `${company} vous a envoyé le bon de commande ${number} pour « ${title} » (total ${total}). Le PDF est en pièce jointe.`,
    action: 'Accuser réception',
    note: (product) =>
      `Vous recevez cet e-mail car vous proposez des formations sur ${product}. Merci d’indiquer le numéro de commande sur votre facture.`,
  },
  es: {
    subject: (company, number) => `Orden de compra ${number} de ${company}`,
    body: (company, number, title, total) =>
      `${company} te ha enviado la orden de compra ${number} para «${title}» (total ${total}). Encontrarás el PDF adjunto.`,
    action: 'Confirmar la recepción',
    note: (product) =>
      `Recibes este correo porque ofreces formación en ${product}. Indica el número de pedido en tu factura.`,
  },
};

/**
 * E-mails a new order to its provider with its PDF attached, in the provider's language. The job
 * runs once per order (singleton key); a failed send throws and the queue retries it.
 */
export async function emailOrder(context: JobContext, purchaseOrderId: number): Promise<void> {
  const order = await findPurchaseOrder(context.db, purchaseOrderId);
  if (!order || order.state === 'cancelled') return;
  const provider = await findUserBasics(context.db, order.providerId);
  const to = order.provider.email ?? provider?.email;
  if (!to) return;
  const language =
    provider?.language && isLanguage(provider.language)
      ? provider.language
      : context.config.defaultLanguage;
  const pdf = await storedOrderPdf(context.db, order.id);
  if (!pdf) return;
  const text = emailTexts[language];
  const title = order.title ?? order.lines[0]?.description ?? '';
  const total = readableMoney(order.grossMinor, order.currency, language);
  const blocks: EmailBlock[] = [
    { kind: 'text', lines: [text.body(order.buyer.legalName, order.number, title, total)] },
    {
      kind: 'action',
      label: text.action,
      url: publicPageUrl(context.config, language, providerLink),
    },
    { kind: 'note', text: text.note(context.config.productName) },
  ];
  const message: MailMessage = {
    to,
    subject: text.subject(order.buyer.legalName, order.number),
    ...renderEmail({ language, blocks, signature: context.config.productName }),
    purpose: 'purchase order e-mail',
    attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
  };
  await context.mailer.send(message);
}
