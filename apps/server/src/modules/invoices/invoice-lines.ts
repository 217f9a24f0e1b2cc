import type { Language } from '@app/contracts/locales';
import {
  documentTotals,
  stampDutyOf,
  stampDutyWording,
  type DocumentTotals,
  type VatRegime,
} from '@app/contracts/money';

/**
 * The lines and totals of a provider's invoice for one training, and the stamp duty it bears: the
 * sale at the regime's rate, and, when the seller charges the stamp duty on (billing details),
 * its line outside VAT. The invoice's issue and the demo's invoices both write them so.
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
