import type { VatRegime } from '@app/contracts/money';
import type { InvoiceRow } from './invoices.repository.ts';
import { xmlDocument } from '../../lib/xml.ts';

/**
 * FatturaPA (format FPR12, schema 1.2) of an invoice or credit note whose seller is Italian, made
 * from its stored snapshot only. TD01 invoice, TD02 advance invoice (issued before the training,
 * with its Causale), TD04 credit note (with DatiFattureCollegate);
 * Natura N4 (exempt training), N2.2 (flat rate) or N2.1 (reverse charge) with the provision in
 * RiferimentoNormativo; RegimeFiscale RF19 for the flat-rate regime, else RF01; payment MP05 (bank
 * transfer) with IBAN and due date; the virtual stamp duty of a document without VAT (DatiBollo),
 * and its line when charged on (Natura N1). Validated against the official 1.2.2 schema in
 * invoice-files.test.ts.
 */

const namespace = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

const naturaOf: Record<Exclude<VatRegime, 'standard'>, { natura: string; reference: string }> = {
  exempt_training: { natura: 'N4', reference: 'Esente art. 10, c. 1, n. 20, DPR 633/1972' },
  flat_rate: { natura: 'N2.2', reference: 'Regime forfettario art. 1, c. 54-89, L. 190/2014' },
  reverse_charge: {
    natura: 'N2.1',
    reference:
      'Non soggetta art. 7-ter DPR 633/1972 - inversione contabile art. 196 Dir. 2006/112/CE',
  },
};

/** A stamp duty charged on to the buyer: excluded from the VAT base (art. 15 DPR 633/1972). */
const stampDutyNature = { natura: 'N1', reference: 'Escluso art. 15 DPR 633/1972' };

const decimals = (minor: number) => (minor / 100).toFixed(2);

/** The summary of the stamp duty's line, apart from the sale's (one summary per nature). */
function stampDutySummary(lines: InvoiceRow['lines']) {
  const stampMinor = lines
    .filter((line) => line.stampDuty === true)
    .reduce((sum, line) => sum + line.netMinor, 0);
  if (stampMinor === 0) return [];
  return [
    {
      AliquotaIVA: rateOf(0),
      Natura: stampDutyNature.natura,
      ImponibileImporto: decimals(stampMinor),
      Imposta: decimals(0),
      RiferimentoNormativo: stampDutyNature.reference,
    },
  ];
}
const rateOf = (basisPoints: number) => (basisPoints / 100).toFixed(2);

/** An ISO day as Italians write it (15/12/2026). */
const italianDay = (day: string) => day.split('-').reverse().join('/');

/**
 * FatturaPA's text fields take Latin-1 only: typographic quotes and dashes become their ASCII
 * forms, anything else outside Latin-1 a question mark; the length is capped at the field's.
 */
export function latin(text: string, max: number): string {
  const plain = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?')
    .trim();
  return plain.slice(0, max) || '-';
}

/** IT01234567890 → { IdPaese: IT, IdCodice: 01234567890 }. */
function fiscalIdOf(vatId: string) {
  const compact = vatId.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}/.test(compact)
    ? { IdPaese: compact.slice(0, 2), IdCodice: compact.slice(2, 30) }
    : { IdPaese: 'IT', IdCodice: compact.slice(0, 28) };
}

/**
 * The file's progressive (five characters, SDI naming): F for invoices, N for credit notes, then
 * the two-digit year and the sequence in base 36, unique per seller for up to 9,999 a year.
 */
export function progressiveOf(invoice: Pick<InvoiceRow, 'kind' | 'year' | 'sequence'>): string {
  const code = ((invoice.year % 100) * 10_000 + invoice.sequence).toString(36).toUpperCase();
  return `${invoice.kind === 'credit_note' ? 'N' : 'F'}${code.padStart(4, '0')}`;
}

/**
 * Whether an invoice has a FatturaPA file: its seller is Italian and has a VAT id (the file's
 * IdTrasmittente and CedentePrestatore). invoiceDetail's hasXml asks this; the download
 * (invoiceXml, invoice-files.service.ts) must serve the file exactly then.
 */
export function hasFatturaXml(invoice: Pick<InvoiceRow, 'seller'>): boolean {
  return invoice.seller.country === 'IT' && Boolean(invoice.seller.vatId);
}

/**
 * The buyer's IdFiscaleIVA: the SDI refuses a CessionarioCommittente with neither it nor a
 * CodiceFiscale (error 00417).
 */
function buyerFiscalIdOf(buyer: InvoiceRow['buyer']) {
  if (buyer.vatId) return fiscalIdOf(buyer.vatId);
  // 99999999999 is the customary generic IdCodice of a foreign private buyer (no VAT id).
  if (buyer.country !== 'IT') return { IdPaese: buyer.country, IdCodice: '99999999999' };
  // An Italian buyer without a VAT id has a CodiceFiscale instead (billing.ts requires one).
  return null;
}

/** IT<seller's VAT id>_<progressive>.xml, as the SDI names files. */
export function fatturaFileName(invoice: InvoiceRow): string {
  const id = fiscalIdOf(invoice.seller.vatId ?? invoice.seller.taxCode ?? '');
  return `${id.IdPaese}${id.IdCodice}_${progressiveOf(invoice)}.xml`;
}

function address(party: InvoiceRow['seller']) {
  const italian = party.country === 'IT';
  return {
    Indirizzo: latin(party.street, 60),
    // A foreign address has no Italian postal code: the specification asks for 00000.
    CAP: italian && /^\d{5}$/.test(party.postalCode) ? party.postalCode : '00000',
    Comune: latin(party.city, 60),
    ...(italian && party.province && /^[A-Z]{2}$/.test(party.province)
      ? { Provincia: party.province }
      : {}),
    Nazione: party.country,
  };
}

export function fatturaXml(
  invoice: InvoiceRow,
  credited: { number: string; issueDate: string } | null,
): string {
  const seller = invoice.seller;
  const buyer = invoice.buyer;
  const sellerId = fiscalIdOf(seller.vatId ?? '');
  const buyerItalian = buyer.country === 'IT';
  const buyerFiscalId = buyerFiscalIdOf(buyer);
  const recipientCode = !buyerItalian
    ? 'XXXXXXX'
    : buyer.sdiCode && /^[A-Z0-9]{7}$/i.test(buyer.sdiCode)
      ? buyer.sdiCode.toUpperCase()
      : '0000000';
  const nature = invoice.vatRegime === 'standard' ? null : naturaOf[invoice.vatRegime];
  // A stamp duty charged on is outside VAT (N1, art. 15); the sale keeps the regime's nature.
  const natureOfLine = (line: InvoiceRow['lines'][number]) =>
    line.stampDuty === true ? stampDutyNature : nature;

  const body = {
    DatiGenerali: {
      DatiGeneraliDocumento: {
        // TD02: an advance (acconto/anticipo su fattura), issued before the training took place.
        TipoDocumento:
          invoice.kind === 'credit_note' ? 'TD04' : invoice.advanceOf ? 'TD02' : 'TD01',
        Divisa: invoice.currency,
        Data: invoice.issueDate,
        Numero: invoice.number,
        ...(invoice.stampDutyMinor > 0
          ? { DatiBollo: { BolloVirtuale: 'SI', ImportoBollo: decimals(invoice.stampDutyMinor) } }
          : {}),
        ImportoTotaleDocumento: decimals(invoice.grossMinor),
        ...(invoice.advanceOf
          ? { Causale: `Acconto per la formazione del ${italianDay(invoice.advanceOf)}` }
          : {}),
      },
      ...(invoice.purchaseOrderNumber
        ? { DatiOrdineAcquisto: { IdDocumento: latin(invoice.purchaseOrderNumber, 20) } }
        : {}),
      ...(invoice.kind === 'credit_note' && credited
        ? { DatiFattureCollegate: { IdDocumento: credited.number, Data: credited.issueDate } }
        : {}),
    },
    DatiBeniServizi: {
      DettaglioLinee: invoice.lines.map((line, index) => {
        const lineNature = natureOfLine(line);
        return {
          NumeroLinea: index + 1,
          Descrizione: latin(line.description, 1000),
          Quantita: line.quantity.toFixed(2),
          PrezzoUnitario: decimals(line.unitPriceMinor),
          PrezzoTotale: decimals(line.netMinor),
          AliquotaIVA: rateOf(line.vatRateBasisPoints),
          ...(lineNature ? { Natura: lineNature.natura } : {}),
        };
      }),
      DatiRiepilogo: [
        ...invoice.vatSummary.map((entry) => ({
          AliquotaIVA: rateOf(entry.vatRateBasisPoints),
          ...(nature ? { Natura: nature.natura } : {}),
          ImponibileImporto: decimals(entry.taxableMinor),
          Imposta: decimals(entry.vatMinor),
          ...(nature
            ? { RiferimentoNormativo: latin(nature.reference, 100) }
            : { EsigibilitaIVA: 'I' }),
        })),
        ...stampDutySummary(invoice.lines),
      ],
    },
    ...(invoice.kind === 'invoice' && invoice.iban
      ? {
          DatiPagamento: {
            CondizioniPagamento: 'TP02',
            DettaglioPagamento: {
              ModalitaPagamento: 'MP05',
              ...(invoice.dueDate ? { DataScadenzaPagamento: invoice.dueDate } : {}),
              ImportoPagamento: decimals(invoice.grossMinor),
              IBAN: invoice.iban.replace(/\s/g, '').toUpperCase(),
            },
          },
        }
      : {}),
  };

  const document = {
    'p:FatturaElettronica': {
      '@versione': 'FPR12',
      '@xmlns:p': namespace,
      '@xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          IdTrasmittente: sellerId,
          ProgressivoInvio: progressiveOf(invoice),
          FormatoTrasmissione: 'FPR12',
          CodiceDestinatario: recipientCode,
          ...(recipientCode === '0000000' && buyer.pec
            ? { PECDestinatario: latin(buyer.pec, 256) }
            : {}),
        },
        CedentePrestatore: {
          DatiAnagrafici: {
            IdFiscaleIVA: sellerId,
            ...(seller.taxCode ? { CodiceFiscale: seller.taxCode.toUpperCase() } : {}),
            Anagrafica: { Denominazione: latin(seller.legalName, 80) },
            RegimeFiscale: invoice.vatRegime === 'flat_rate' ? 'RF19' : 'RF01',
          },
          Sede: address(seller),
        },
        CessionarioCommittente: {
          DatiAnagrafici: {
            ...(buyerFiscalId ? { IdFiscaleIVA: buyerFiscalId } : {}),
            ...(buyer.taxCode && buyerItalian
              ? { CodiceFiscale: buyer.taxCode.toUpperCase() }
              : {}),
            Anagrafica: { Denominazione: latin(buyer.legalName, 80) },
          },
          Sede: address(buyer),
        },
      },
      FatturaElettronicaBody: body,
    },
  };
  return xmlDocument(document, { prettyPrint: true });
}
