import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { intlLocaleOf, isLanguage, shownGrouping, type Language } from '@app/contracts/locales';
import { stampDutyWording, vatRegimeWording, type BillingParty } from '@app/contracts/money';
import type { InvoiceRow } from './invoices.repository.ts';

/**
 * The A4 layout of an invoice or credit note, in the invoice's language, made from its stored
 * snapshot only (parties, lines, totals, regime, IBAN), so a later change of a profile never
 * alters it. Every field art. 226 of directive 2006/112/EC asks for is printed.
 */

interface Labels {
  invoice: string;
  creditNote: string;
  number: string;
  issueDate: string;
  dueDate: string;
  seller: string;
  buyer: string;
  vatId: string;
  taxCode: string;
  sdiCode: string;
  pec: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxable: string;
  rate: string;
  vat: string;
  total: string;
  net: string;
  gross: string;
  vatSummary: string;
  payment: string;
  iban: string;
  purchaseOrder: string;
  credits: (number: string, date: string) => string;
  advanceInvoice: string;
  advanceOf: (date: string) => string;
}

const labels: Record<Language, Labels> = {
  it: {
    invoice: 'Fattura',
    advanceInvoice: 'Fattura di acconto',
    advanceOf: (date) => `Emessa in anticipo: la formazione si svolge il ${date}.`,
    creditNote: 'Nota di credito',
    number: 'Numero',
    issueDate: 'Data di emissione',
    dueDate: 'Scadenza',
    seller: 'Cedente / prestatore',
    buyer: 'Cessionario / committente',
    vatId: 'Partita IVA',
    taxCode: 'Codice fiscale',
    sdiCode: 'Codice destinatario',
    pec: 'PEC',
    description: 'Descrizione',
    quantity: 'Quantità',
    unitPrice: 'Prezzo unitario',
    taxable: 'Imponibile',
    rate: 'Aliquota IVA',
    vat: 'IVA',
    total: 'Totale',
    net: 'Totale imponibile',
    gross: 'Totale documento',
    vatSummary: 'Riepilogo IVA',
    payment: 'Pagamento con bonifico bancario',
    iban: 'IBAN',
    purchaseOrder: 'Ordine di acquisto',
    credits: (number, date) => `Storna integralmente la fattura ${number} del ${date}.`,
  },
  en: {
    invoice: 'Invoice',
    advanceInvoice: 'Advance invoice',
    advanceOf: (date) => `Issued in advance: the training takes place on ${date}.`,
    creditNote: 'Credit note',
    number: 'Number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    seller: 'Supplier',
    buyer: 'Customer',
    vatId: 'VAT number',
    taxCode: 'Tax code',
    sdiCode: 'Recipient code',
    pec: 'PEC',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    taxable: 'Taxable amount',
    rate: 'VAT rate',
    vat: 'VAT',
    total: 'Total',
    net: 'Total taxable amount',
    gross: 'Total due',
    vatSummary: 'VAT summary',
    payment: 'Payment by bank transfer',
    iban: 'IBAN',
    purchaseOrder: 'Purchase order',
    credits: (number, date) => `Cancels invoice ${number} of ${date} in full.`,
  },
  de: {
    invoice: 'Rechnung',
    advanceInvoice: 'Vorausrechnung',
    advanceOf: (date) => `Im Voraus ausgestellt: die Schulung findet am ${date} statt.`,
    creditNote: 'Gutschrift',
    number: 'Nummer',
    issueDate: 'Rechnungsdatum',
    dueDate: 'Fällig am',
    seller: 'Leistender',
    buyer: 'Leistungsempfänger',
    vatId: 'USt-IdNr.',
    taxCode: 'Steuernummer',
    sdiCode: 'Empfängercode',
    pec: 'PEC',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    taxable: 'Nettobetrag',
    rate: 'USt-Satz',
    vat: 'USt',
    total: 'Gesamt',
    net: 'Nettobetrag gesamt',
    gross: 'Rechnungsbetrag',
    vatSummary: 'USt-Übersicht',
    payment: 'Zahlung per Banküberweisung',
    iban: 'IBAN',
    purchaseOrder: 'Bestellung',
    credits: (number, date) => `Storniert die Rechnung ${number} vom ${date} vollständig.`,
  },
  fr: {
    invoice: 'Facture',
    advanceInvoice: 'Facture d’acompte',
    advanceOf: (date) => `Émise par avance : la formation a lieu le ${date}.`,
    creditNote: 'Avoir',
    number: 'Numéro',
    issueDate: 'Date d’émission',
    dueDate: 'Échéance',
    seller: 'Prestataire',
    buyer: 'Client',
    vatId: 'N° de TVA',
    taxCode: 'Code fiscal',
    sdiCode: 'Code destinataire',
    pec: 'PEC',
    description: 'Description',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    taxable: 'Base imposable',
    rate: 'Taux de TVA',
    vat: 'TVA',
    total: 'Total',
    net: 'Total hors taxes',
    gross: 'Total à payer',
    vatSummary: 'Récapitulatif TVA',
    payment: 'Paiement par virement bancaire',
    iban: 'IBAN',
    purchaseOrder: 'Bon de commande',
    credits: (number, date) => `Annule intégralement la facture ${number} du ${date}.`,
  },
  es: {
    invoice: 'Factura',
    advanceInvoice: 'Factura de anticipo',
    advanceOf: (date) => `Emitida por adelantado: la formación se imparte el ${date}.`,
    creditNote: 'Nota de crédito',
    number: 'Número',
    issueDate: 'Fecha de emisión',
    dueDate: 'Vencimiento',
    seller: 'Proveedor',
    buyer: 'Cliente',
    vatId: 'NIF-IVA',
    taxCode: 'Código fiscal',
    sdiCode: 'Código destinatario',
    pec: 'PEC',
    description: 'Descripción',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    taxable: 'Base imponible',
    rate: 'Tipo de IVA',
    vat: 'IVA',
    total: 'Total',
    net: 'Total base imponible',
    gross: 'Total documento',
    vatSummary: 'Resumen de IVA',
    payment: 'Pago por transferencia bancaria',
    iban: 'IBAN',
    purchaseOrder: 'Orden de compra',
    credits: (number, date) => `Anula íntegramente la factura ${number} del ${date}.`,
  },
};

export interface PdfInput {
  invoice: InvoiceRow;
  /** The credited invoice of a credit note. */
  credited: { number: string; issueDate: string } | null;
  /** The seller's logo as kept when the invoice was issued, as a PNG data URL (null: none). */
  logo: string | null;
}

function partyBlock(title: string, party: BillingParty, text: Labels): Content {
  const lines: string[] = [
    party.street,
    `${party.postalCode} ${party.city}${party.province ? ` (${party.province})` : ''}`,
    party.country,
  ];
  if (party.vatId) lines.push(`${text.vatId}: ${party.vatId}`);
  if (party.taxCode) lines.push(`${text.taxCode}: ${party.taxCode}`);
  if (party.sdiCode) lines.push(`${text.sdiCode}: ${party.sdiCode}`);
  if (party.pec) lines.push(`${text.pec}: ${party.pec}`);
  return {
    stack: [
      { text: title, style: 'label' },
      { text: party.legalName, bold: true },
      ...lines.map((line) => ({ text: line })),
    ],
  };
}

export function invoiceDocument({ invoice, credited, logo }: PdfInput): TDocumentDefinitions {
  const language: Language = isLanguage(invoice.language) ? invoice.language : 'it';
  const text = labels[language];
  const locale = intlLocaleOf[language];
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: invoice.currency,
    ...shownGrouping,
  });
  const amount = (minor: number) => money.format(minor / 100);
  const day = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const rate = (basisPoints: number) => `${(basisPoints / 100).toLocaleString(locale)} %`;
  const title =
    invoice.kind === 'credit_note'
      ? text.creditNote
      : invoice.advanceOf
        ? text.advanceInvoice
        : text.invoice;

  const details: string[][] = [
    [text.number, invoice.number],
    [text.issueDate, day(invoice.issueDate)],
  ];
  if (invoice.dueDate) details.push([text.dueDate, day(invoice.dueDate)]);
  if (invoice.purchaseOrderNumber) details.push([text.purchaseOrder, invoice.purchaseOrderNumber]);

  const content: Content[] = [
    {
      columns: [
        logo ? { image: logo, fit: [64, 64], width: 72 } : { text: '', width: 0 },
        { text: `${title} ${invoice.number}`, style: 'title', alignment: 'right' },
      ],
    },
    {
      table: { widths: ['auto', '*'], body: details },
      layout: 'noBorders',
      margin: [0, 12, 0, 12],
    },
  ];
  if (invoice.advanceOf) {
    content.push({
      text: text.advanceOf(day(invoice.advanceOf)),
      bold: true,
      margin: [0, 0, 0, 12],
    });
  }
  if (invoice.kind === 'credit_note' && credited) {
    content.push({
      text: text.credits(credited.number, day(credited.issueDate)),
      bold: true,
      margin: [0, 0, 0, 12],
    });
  }
  content.push(
    {
      columns: [
        partyBlock(text.seller, invoice.seller, text),
        partyBlock(text.buyer, invoice.buyer, text),
      ],
      columnGap: 24,
      margin: [0, 0, 0, 16],
    },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
        body: [
          [text.description, text.quantity, text.unitPrice, text.taxable, text.rate, text.vat].map(
            (cell) => ({ text: cell, style: 'label' }),
          ),
          ...invoice.lines.map((line) => [
            line.description,
            { text: String(line.quantity), alignment: 'right' as const },
            { text: amount(line.unitPriceMinor), alignment: 'right' as const },
            { text: amount(line.netMinor), alignment: 'right' as const },
            { text: rate(line.vatRateBasisPoints), alignment: 'right' as const },
            { text: amount(line.vatMinor), alignment: 'right' as const },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: text.vatSummary, style: 'label', margin: [0, 16, 0, 4] },
    {
      table: {
        widths: ['auto', 'auto', 'auto'],
        body: [
          [text.rate, text.taxable, text.vat].map((cell) => ({ text: cell, style: 'label' })),
          ...invoice.vatSummary.map((entry) => [
            rate(entry.vatRateBasisPoints),
            { text: amount(entry.taxableMinor), alignment: 'right' as const },
            { text: amount(entry.vatMinor), alignment: 'right' as const },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      table: {
        widths: ['*', 'auto'],
        body: [
          [text.net, { text: amount(invoice.netMinor), alignment: 'right' }],
          [text.vat, { text: amount(invoice.vatMinor), alignment: 'right' }],
          [
            { text: text.gross, bold: true },
            { text: amount(invoice.grossMinor), alignment: 'right', bold: true },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [260, 12, 0, 12],
    },
  );
  if (invoice.vatRegime !== 'standard') {
    content.push({ text: vatRegimeWording[invoice.vatRegime][language], margin: [0, 0, 0, 12] });
  }
  if (invoice.stampDutyMinor > 0) {
    content.push({ text: stampDutyWording.note[language], margin: [0, 0, 0, 12] });
  }
  if (invoice.iban && invoice.kind === 'invoice') {
    content.push({
      stack: [
        { text: text.payment, style: 'label' },
        `${text.iban}: ${invoice.iban}`,
        ...(invoice.dueDate ? [`${text.dueDate}: ${day(invoice.dueDate)}`] : []),
      ],
    });
  }
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    info: { title: `${title} ${invoice.number}`, author: invoice.seller.legalName },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true },
      label: { fontSize: 8, bold: true, color: '#52606d' },
    },
    content,
  };
}
