import type { Language } from './locales.ts';

/**
 * Money is integer minor units (cents) with a currency; VAT rates are basis points (2200 = 22 %).
 * The server computes every total from the snapshot; the web shows the same function's figures
 * before a request is sent.
 */
export const defaultVatRateBasisPoints = 2200;

export const maxVatRateBasisPoints = 10_000;

export interface PriceBreakdown {
  unitPriceMinor: number;
  quantity: number;
  netMinor: number;
  vatRateBasisPoints: number;
  vatMinor: number;
  grossMinor: number;
  currency: string;
}

/** VAT of a net amount, rounded half up to the cent. */
export function vatOf(netMinor: number, vatRateBasisPoints: number): number {
  return Math.round((netMinor * vatRateBasisPoints) / 10_000);
}

export function priceBreakdown(input: {
  unitPriceMinor: number;
  quantity: number;
  vatRateBasisPoints: number;
  currency: string;
}): PriceBreakdown {
  const netMinor = input.unitPriceMinor * input.quantity;
  const vatMinor = vatOf(netMinor, input.vatRateBasisPoints);
  return { ...input, netMinor, vatMinor, grossMinor: netMinor + vatMinor };
}

/**
 * A provider's VAT regime (docs/product.md, "Billing details"): standard VAT at the provider's
 * rate, an exempt training body (art. 10 DPR 633/1972), the Italian flat-rate regime (no VAT), or
 * a provider whose client accounts for the VAT (reverse charge, art. 196 directive 2006/112/EC).
 * Only `standard` charges VAT; the others print their legal wording on the invoice.
 */
export const vatRegimes = ['standard', 'exempt_training', 'flat_rate', 'reverse_charge'] as const;
export type VatRegime = (typeof vatRegimes)[number];

/** The VAT rate a regime charges: the provider's own rate when standard, otherwise none. */
export function vatRateOfRegime(regime: VatRegime, standardRateBasisPoints: number): number {
  return regime === 'standard' ? standardRateBasisPoints : 0;
}

/**
 * A party of a purchase order or invoice as it was when the document was issued (the snapshot
 * the PDF and the XML are made from; a later change of a profile never alters it).
 */
export interface BillingParty {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  /** Italian province (two letters), for FatturaPA; null elsewhere. */
  province: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** With its country prefix, e.g. IT01234567890; null for a private person. */
  vatId: string | null;
  taxCode: string | null;
  /** Italian recipient code (7 characters) or PEC address, for a buyer in Italy. */
  sdiCode: string | null;
  pec: string | null;
  email: string | null;
}

/** One line of a purchase order or invoice: quantity × unit price, VAT rounded per line. */
export interface DocumentLine {
  description: string;
  quantity: number;
  unitPriceMinor: number;
  netMinor: number;
  vatRateBasisPoints: number;
  vatMinor: number;
  /** The stamp duty charged on to the buyer: outside VAT (FatturaPA Natura N1), not a sale. */
  stampDuty?: boolean;
}

/** The taxable amount and VAT per rate (art. 226 (8) and (10) of directive 2006/112/EC). */
export interface VatSummaryLine {
  vatRateBasisPoints: number;
  taxableMinor: number;
  vatMinor: number;
}

export interface DocumentTotals {
  lines: DocumentLine[];
  vatSummary: VatSummaryLine[];
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

/**
 * Totals of a document's lines. Rounding is per line (each line's VAT is rounded half up to the
 * cent, as on the booking), and the summary per rate and the totals are sums of the rounded lines,
 * so every figure on the document adds up exactly (docs/product.md, "Invoices").
 */
export function documentTotals(
  lines: ReadonlyArray<{
    description: string;
    quantity: number;
    unitPriceMinor: number;
    vatRateBasisPoints: number;
    stampDuty?: boolean;
  }>,
): DocumentTotals {
  const computed: DocumentLine[] = lines.map((line) => {
    const netMinor = line.unitPriceMinor * line.quantity;
    return { ...line, netMinor, vatMinor: vatOf(netMinor, line.vatRateBasisPoints) };
  });
  const byRate = new Map<number, VatSummaryLine>();
  // A stamp duty charged on is outside VAT: in the totals, not in the summary of taxable amounts.
  for (const line of computed.filter((each) => each.stampDuty !== true)) {
    const entry = byRate.get(line.vatRateBasisPoints) ?? {
      vatRateBasisPoints: line.vatRateBasisPoints,
      taxableMinor: 0,
      vatMinor: 0,
    };
    entry.taxableMinor += line.netMinor;
    entry.vatMinor += line.vatMinor;
    byRate.set(line.vatRateBasisPoints, entry);
  }
  const netMinor = computed.reduce((sum, line) => sum + line.netMinor, 0);
  const vatMinor = computed.reduce((sum, line) => sum + line.vatMinor, 0);
  return {
    lines: computed,
    vatSummary: [...byRate.values()].sort((a, b) => b.vatRateBasisPoints - a.vatRateBasisPoints),
    netMinor,
    vatMinor,
    grossMinor: netMinor + vatMinor,
  };
}

/** The numbered series: per company per year (orders), per provider per year (the others). */
export const documentSeries = ['purchase_order', 'invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof documentSeries)[number];
const seriesPrefix: Record<DocumentSeries, string> = {
  purchase_order: 'PO',
  invoice: 'INV',
  credit_note: 'CN',
};

/** PO-2026-0001, INV-2026-0001, CN-2026-0001. */
export function formatDocumentNumber(series: DocumentSeries, year: number, sequence: number) {
  return `${seriesPrefix[series]}-${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The legal wording an invoice prints for a regime without VAT (art. 226 (11) of directive
 * 2006/112/EC: the provision the exemption rests on), in the invoice's language.
 */
export const vatRegimeWording: Record<Exclude<VatRegime, 'standard'>, Record<Language, string>> = {
  exempt_training: {
    it: 'Operazione esente da IVA ai sensi dell’art. 10, comma 1, n. 20, del D.P.R. 633/1972 (prestazioni didattiche e formative).',
    en: 'Exempt from VAT under art. 10(1)(20) of Italian Presidential Decree 633/1972 (education and vocational training).',
    de: 'Von der Mehrwertsteuer befreit gemäß Art. 10 Abs. 1 Nr. 20 des italienischen D.P.R. 633/1972 (Aus- und Weiterbildung).',
    fr: 'Exonéré de TVA en vertu de l’art. 10, al. 1, n° 20 du D.P.R. italien 633/1972 (enseignement et formation professionnelle).',
    es: 'Exento de IVA en virtud del art. 10, apdo. 1, n.º 20 del D.P.R. italiano 633/1972 (enseñanza y formación profesional).',
  },
  flat_rate: {
    it: 'Operazione effettuata ai sensi dell’art. 1, commi da 54 a 89, della Legge n. 190/2014 (regime forfettario): operazione senza applicazione dell’IVA.',
    en: 'Flat-rate scheme under art. 1(54)–(89) of Italian Law 190/2014: no VAT charged.',
    de: 'Pauschalregelung gemäß Art. 1 Abs. 54–89 des italienischen Gesetzes 190/2014: ohne Mehrwertsteuer.',
    fr: 'Régime forfaitaire au titre de l’art. 1, al. 54 à 89 de la loi italienne 190/2014 : sans application de la TVA.',
    es: 'Régimen de tarifa plana según el art. 1, apdos. 54 a 89 de la Ley italiana 190/2014: sin aplicación del IVA.',
  },
  reverse_charge: {
    it: 'Inversione contabile: l’IVA è dovuta dal committente ai sensi dell’art. 196 della Direttiva 2006/112/CE.',
    en: 'Reverse charge: VAT to be accounted for by the recipient under art. 196 of Directive 2006/112/EC.',
    de: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 196 der Richtlinie 2006/112/EG.',
    fr: 'Autoliquidation : TVA due par le preneur en vertu de l’art. 196 de la directive 2006/112/CE.',
    es: 'Inversión del sujeto pasivo: el IVA lo liquida el destinatario según el art. 196 de la Directiva 2006/112/CE.',
  },
};

/**
 * Italian stamp duty (imposta di bollo, DPR 642/1972, tariff art. 13): a document of an Italian
 * seller without VAT (exempt training or the flat-rate regime) for more than 77,47 € bears a 2 €
 * stamp, paid virtually (FatturaPA DatiBollo). The seller charges it on to the buyer as a line of
 * the invoice outside VAT, or bears it (billing details, stampDutyCharged).
 */
export const stampDuty = { amountMinor: 200, aboveMinor: 7747 } as const;

/** Whether a seller's documents may bear the stamp duty: an Italian one without VAT. */
export function owesStampDuty(seller: { country: string; vatRegime: VatRegime }): boolean {
  return (
    seller.country === 'IT' &&
    (seller.vatRegime === 'exempt_training' || seller.vatRegime === 'flat_rate')
  );
}

/** The stamp duty an invoice's lines bear: 2 € or nothing. */
export function stampDutyOf(
  seller: { country: string; vatRegime: VatRegime },
  lines: ReadonlyArray<Pick<DocumentLine, 'netMinor' | 'vatRateBasisPoints'>>,
): number {
  if (!owesStampDuty(seller)) return 0;
  const untaxedMinor = lines
    .filter((line) => line.vatRateBasisPoints === 0)
    .reduce((sum, line) => sum + line.netMinor, 0);
  return untaxedMinor > stampDuty.aboveMinor ? stampDuty.amountMinor : 0;
}

/** The line of a stamp duty charged on to the buyer, and the note of one paid virtually. */
export const stampDutyWording: Record<'line' | 'note', Record<Language, string>> = {
  line: {
    it: 'Rimborso imposta di bollo',
    en: 'Stamp duty recharged',
    de: 'Weiterbelastung der Stempelsteuer',
    fr: 'Refacturation du droit de timbre',
    es: 'Repercusión del impuesto de timbre',
  },
  note: {
    it: 'Imposta di bollo di 2,00 € assolta in modo virtuale ai sensi del D.M. 17 giugno 2014.',
    en: 'Stamp duty of €2.00 paid virtually under Italian Ministerial Decree of 17 June 2014.',
    de: 'Stempelsteuer von 2,00 € virtuell entrichtet gemäß italienischem Ministerialerlass vom 17. Juni 2014.',
    fr: 'Droit de timbre de 2,00 € acquitté virtuellement en vertu du décret ministériel italien du 17 juin 2014.',
    es: 'Impuesto de timbre de 2,00 € abonado de forma virtual según el Decreto Ministerial italiano de 17 de junio de 2014.',
  },
};

/**
 * How an invoice matches the purchase order it quotes (two-way matching: order and bill):
 * the same quantity and the same gross amount. A mismatch is shown to both sides, never hidden.
 */
export function documentMatch(
  order: { grossMinor: number; lines: ReadonlyArray<{ quantity: number }> },
  invoice: {
    grossMinor: number;
    lines: ReadonlyArray<{ quantity: number; netMinor?: number; stampDuty?: boolean }>;
  },
): { amountMatches: boolean; quantityMatches: boolean; differenceMinor: number } {
  // A stamp duty charged on to the buyer is the law's, not the order's: it is left out.
  const sold = invoice.lines.filter((line) => line.stampDuty !== true);
  const stampMinor = invoice.lines
    .filter((line) => line.stampDuty === true)
    .reduce((sum, line) => sum + (line.netMinor ?? 0), 0);
  const quantityOf = (lines: ReadonlyArray<{ quantity: number }>) =>
    lines.reduce((sum, line) => sum + line.quantity, 0);
  const differenceMinor = invoice.grossMinor - stampMinor - order.grossMinor;
  return {
    amountMatches: differenceMinor === 0,
    quantityMatches: quantityOf(order.lines) === quantityOf(sold),
    differenceMinor,
  };
}

/**
 * The lines and totals of a provider's invoice for one training, and the stamp duty it bears: the
 * sale at the regime's rate, and, when the seller charges the stamp duty on (billing details),
 * its line outside VAT. The invoice's issue, the demo's invoices and the
 * invoice form's preview all reckon them so.
 */
export function invoiceContent(input: {
  sale: {
    description: string;
    quantity: number;
    unitPriceMinor: number;
    vatRateBasisPoints: number;
  };
  seller: { country: string; vatRegime: VatRegime; stampDutyCharged: boolean };
  language: Language;
}): { totals: DocumentTotals; stampDutyMinor: number } {
  const saleOnly = documentTotals([input.sale]);
  const stampDutyMinor = stampDutyOf(input.seller, saleOnly.lines);
  if (stampDutyMinor === 0 || !input.seller.stampDutyCharged) {
    return { totals: saleOnly, stampDutyMinor };
  }
  const stampLine = {
    description: stampDutyWording.line[input.language],
    quantity: 1,
    unitPriceMinor: stampDutyMinor,
    vatRateBasisPoints: 0,
    stampDuty: true,
  };
  return { totals: documentTotals([input.sale, stampLine]), stampDutyMinor };
}
