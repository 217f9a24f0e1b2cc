import { intlLocaleOf, type Language } from '@app/contracts/locales';

/** Dates and words of a purchase order as its PDF and e-mail print them, in the order's language. */

const homeZone = 'Europe/Rome';

/** The calendar date (YYYY-MM-DD) of an instant in the product's home zone. */
export function romeDateOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: homeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A date as the language writes it (3/12/2026, 03.12.2026…). */
export function readableDate(value: Date | string, language: Language): string {
  const instant = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
  return new Intl.DateTimeFormat(intlLocaleOf[language], {
    timeZone: homeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(instant);
}

/** An amount in minor units as the language writes it (1.220,00 €). */
export { readableMoney } from '@app/contracts/readable';

/** A VAT rate in basis points as a percentage (22 %). */
export function readableRate(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf[language], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/**
 * The order line of a booking: its title and its dates (the agreed period, else the proposed
 * dates), e.g. "Excel for sales — 3/12/2026 – 4/12/2026".
 */
export function lineDescriptionOf(
  booking: { title: string; startsAt: Date | null; endsAt: Date | null; proposedDates: string[] },
  language: Language,
): string {
  let dates: string[];
  if (booking.startsAt) {
    const start = readableDate(booking.startsAt, language);
    const end = booking.endsAt ? readableDate(booking.endsAt, language) : start;
    dates = [end === start ? start : `${start} – ${end}`];
  } else {
    dates = booking.proposedDates.map((date) => readableDate(new Date(date), language));
  }
  return dates.length > 0 ? `${booking.title} — ${dates.join(', ')}` : booking.title;
}

export interface OrderLabels {
  title: string;
  number: string;
  date: string;
  buyer: string;
  provider: string;
  reference: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  net: string;
  vatSummary: string;
  taxable: string;
  vat: string;
  totalNet: string;
  totalVat: string;
  total: string;
  vatId: string;
  taxCode: string;
  sdiCode: string;
  pec: string;
  department: string;
  footer: string;
  /** Stamped across a cancelled order and said under its number. */
  cancelled: string;
  cancelledNote: string;
}

export const orderLabels: Record<Language, OrderLabels> = {
  it: {
    title: 'Ordine di acquisto',
    number: 'Numero',
    date: 'Data',
    buyer: 'Committente',
    provider: 'Fornitore',
    reference: 'Riferimento',
    description: 'Descrizione',
    quantity: 'Quantità',
    unitPrice: 'Prezzo unitario',
    vatRate: 'IVA',
    net: 'Imponibile',
    vatSummary: 'Riepilogo IVA',
    taxable: 'Imponibile',
    vat: 'Imposta',
    totalNet: 'Totale imponibile',
    totalVat: 'Totale IVA',
    total: 'Totale ordine',
    vatId: 'P. IVA',
    taxCode: 'C.F.',
    sdiCode: 'Codice SDI',
    pec: 'PEC',
    department: 'Reparto',
    footer: 'Si prega di indicare il numero d’ordine nella fattura.',
    cancelled: 'ANNULLATO',
    cancelledNote: 'Ordine annullato: non va più evaso né fatturato.',
  },
  en: {
    title: 'Purchase order',
    number: 'Number',
    date: 'Date',
    buyer: 'Buyer',
    provider: 'Supplier',
    reference: 'Reference',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    vatRate: 'VAT',
    net: 'Net',
    vatSummary: 'VAT summary',
    taxable: 'Taxable amount',
    vat: 'VAT',
    totalNet: 'Total net',
    totalVat: 'Total VAT',
    total: 'Order total',
    vatId: 'VAT ID',
    taxCode: 'Tax code',
    sdiCode: 'SDI code',
    pec: 'PEC',
    department: 'Department',
    footer: 'Please quote the order number on your invoice.',
    cancelled: 'CANCELLED',
    cancelledNote: 'Order cancelled: it is no longer to be fulfilled or invoiced.',
  },
  de: {
    title: 'Bestellung',
    number: 'Nummer',
    date: 'Datum',
    buyer: 'Auftraggeber',
    provider: 'Lieferant',
    reference: 'Referenz',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    vatRate: 'MwSt.',
    net: 'Netto',
    vatSummary: 'MwSt.-Übersicht',
    taxable: 'Bemessungsgrundlage',
    vat: 'MwSt.',
    totalNet: 'Summe netto',
    totalVat: 'Summe MwSt.',
    total: 'Bestellsumme',
    vatId: 'USt-IdNr.',
    taxCode: 'Steuernummer',
    sdiCode: 'SDI-Code',
    pec: 'PEC',
    department: 'Abteilung',
    footer: 'Bitte geben Sie die Bestellnummer auf Ihrer Rechnung an.',
    cancelled: 'STORNIERT',
    cancelledNote: 'Bestellung storniert: Sie ist weder zu liefern noch in Rechnung zu stellen.',
  },
  fr: {
    title: 'Bon de commande',
    number: 'Numéro',
    date: 'Date',
    buyer: 'Acheteur',
    provider: 'Fournisseur',
    reference: 'Référence',
    description: 'Description',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    vatRate: 'TVA',
    net: 'HT',
    vatSummary: 'Récapitulatif TVA',
    taxable: 'Base imposable',
    vat: 'TVA',
    totalNet: 'Total HT',
    totalVat: 'Total TVA',
    total: 'Total de la commande',
    vatId: 'N° TVA',
    taxCode: 'Code fiscal',
    sdiCode: 'Code SDI',
    pec: 'PEC',
    department: 'Service',
    footer: 'Merci d’indiquer le numéro de commande sur votre facture.',
    cancelled: 'ANNULÉ',
    cancelledNote: 'Commande annulée : elle n’est plus à exécuter ni à facturer.',
  },
  es: {
    title: 'Orden de compra',
    number: 'Número',
    date: 'Fecha',
    buyer: 'Comprador',
    provider: 'Proveedor',
    reference: 'Referencia',
    description: 'Descripción',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    vatRate: 'IVA',
    net: 'Base',
    vatSummary: 'Resumen de IVA',
    taxable: 'Base imponible',
    vat: 'IVA',
    totalNet: 'Total base',
    totalVat: 'Total IVA',
    total: 'Total del pedido',
    vatId: 'NIF-IVA',
    taxCode: 'Código fiscal',
    sdiCode: 'Código SDI',
    pec: 'PEC',
    department: 'Departamento',
    footer: 'Indique el número de pedido en su factura.',
    cancelled: 'ANULADO',
    cancelledNote: 'Pedido anulado: ya no debe servirse ni facturarse.',
  },
};
