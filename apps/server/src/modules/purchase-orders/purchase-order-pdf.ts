import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { isLanguage, type Language } from '@app/contracts/locales';
import { documentTotals, type BillingParty, type DocumentLine } from '@app/contracts/money';
import type { Queryable } from '../../db/client.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { documentLogoDataUrl } from '../invoices/index.ts';
import {
  orderLabels,
  readableDate,
  readableMoney,
  readableRate,
  type OrderLabels,
} from './purchase-order-text.ts';
import { findPurchaseOrder } from './purchase-orders.repository.ts';

/**
 * The PDF of a purchase order: an A4 page made only from the stored snapshot (a later change of a
 * profile never alters it), in the order's language, with the buying company's logo as it was when
 * the order was issued (modules/invoices/document-logos.ts).
 */

export interface OrderDocument {
  number: string;
  /** The order's state now: a cancelled order's PDF says so, across the page and under its number. */
  state: string;
  issueDate: string;
  language: string;
  buyer: BillingParty;
  provider: BillingParty;
  lines: DocumentLine[];
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  currency: string;
  reference: string | null;
  department: string | null;
}

function partyBlock(title: string, party: BillingParty, labels: OrderLabels): Content {
  const lines = [
    party.street,
    [party.postalCode, party.city, party.province ? `(${party.province})` : '']
      .filter(Boolean)
      .join(' '),
    party.country,
    party.vatId ? `${labels.vatId}: ${party.vatId}` : '',
    party.taxCode ? `${labels.taxCode}: ${party.taxCode}` : '',
    party.sdiCode ? `${labels.sdiCode}: ${party.sdiCode}` : '',
    party.pec ? `${labels.pec}: ${party.pec}` : '',
    party.email ?? '',
  ].filter((line) => line.trim() !== '');
  return {
    stack: [
      { text: title.toUpperCase(), style: 'caption' },
      { text: party.legalName, bold: true, margin: [0, 2, 0, 2] },
      ...lines.map((line) => ({ text: line })),
    ],
  };
}

export function orderDefinition(order: OrderDocument, logo: string | null): TDocumentDefinitions {
  const language: Language = isLanguage(order.language) ? order.language : 'it';
  const labels = orderLabels[language];
  const money = (minor: number) => readableMoney(minor, order.currency, language);
  const right = { alignment: 'right' as const };
  const vatSummary = documentTotals(order.lines).vatSummary;
  const cancelled = order.state === 'cancelled';
  const header: Content[] = [
    {
      columns: [
        logo ? { image: logo, fit: [160, 60] } : { text: order.buyer.legalName, style: 'brand' },
        {
          stack: [
            { text: labels.title, style: 'title' },
            { text: `${labels.number}: ${order.number}`, bold: true },
            ...(cancelled ? [{ text: labels.cancelledNote, bold: true, color: '#b91c1c' }] : []),
            { text: `${labels.date}: ${readableDate(order.issueDate, language)}` },
            ...(order.reference ? [{ text: `${labels.reference}: ${order.reference}` }] : []),
            ...(order.department ? [{ text: `${labels.department}: ${order.department}` }] : []),
          ],
          ...right,
        },
      ],
    },
  ];
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 64],
    info: { title: `${labels.title} ${order.number}`, author: order.buyer.legalName },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      brand: { fontSize: 14, bold: true },
      caption: { fontSize: 8, color: '#555555', bold: true },
      tableHeader: { bold: true, fillColor: '#eeeeee' },
    },
    ...(cancelled
      ? { watermark: { text: labels.cancelled, color: '#b91c1c', opacity: 0.15, bold: true } }
      : {}),
    footer: { text: labels.footer, alignment: 'center', fontSize: 8, color: '#555555' },
    content: [
      ...header,
      {
        columns: [
          partyBlock(labels.buyer, order.buyer, labels),
          partyBlock(labels.provider, order.provider, labels),
        ],
        columnGap: 24,
        margin: [0, 24, 0, 24],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [
              { text: labels.description, style: 'tableHeader' },
              { text: labels.quantity, style: 'tableHeader', ...right },
              { text: labels.unitPrice, style: 'tableHeader', ...right },
              { text: labels.vatRate, style: 'tableHeader', ...right },
              { text: labels.net, style: 'tableHeader', ...right },
            ],
            ...order.lines.map((line) => [
              { text: line.description },
              { text: String(line.quantity), ...right },
              { text: money(line.unitPriceMinor), ...right },
              { text: readableRate(line.vatRateBasisPoints, language), ...right },
              { text: money(line.netMinor), ...right },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: labels.vatSummary, style: 'caption', margin: [0, 0, 0, 4] },
              {
                table: {
                  widths: ['auto', 'auto', 'auto'],
                  body: [
                    [
                      { text: labels.vatRate, style: 'tableHeader' },
                      { text: labels.taxable, style: 'tableHeader', ...right },
                      { text: labels.vat, style: 'tableHeader', ...right },
                    ],
                    ...vatSummary.map((rate) => [
                      { text: readableRate(rate.vatRateBasisPoints, language) },
                      { text: money(rate.taxableMinor), ...right },
                      { text: money(rate.vatMinor), ...right },
                    ]),
                  ],
                },
                layout: 'lightHorizontalLines',
              },
            ],
          },
          {
            width: 'auto',
            table: {
              widths: ['auto', 'auto'],
              body: [
                [labels.totalNet, { text: money(order.netMinor), ...right }],
                [labels.totalVat, { text: money(order.vatMinor), ...right }],
                [
                  { text: labels.total, bold: true },
                  { text: money(order.grossMinor), bold: true, ...right },
                ],
              ],
            },
            layout: 'noBorders',
          },
        ],
        columnGap: 24,
        margin: [0, 16, 0, 0],
      },
    ],
  };
}

export async function renderOrderPdf(order: OrderDocument, logo: string | null): Promise<Buffer> {
  return renderPdf(orderDefinition(order, logo));
}

/** The stored order's PDF and its file name, or null when there is no such order. */
export async function storedOrderPdf(
  db: Queryable,
  id: number,
): Promise<{ fileName: string; bytes: Buffer } | null> {
  const order = await findPurchaseOrder(db, id);
  if (!order) return null;
  const logo = await documentLogoDataUrl(db, order.logoId);
  return { fileName: `${order.number}.pdf`, bytes: await renderOrderPdf(order, logo) };
}
