// PDF rendering figures (docs/product.md, "Invoices and credit notes"): invoices rendered per
// second with pdfmake, one at a time (the median of several runs), and the time of the first one
// in the process (fonts read, layout engine warmed), each beside a baseline measured in the same
// run: a document of one line of text, which costs the mechanism alone.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { documentTotals } from '../../packages/contracts/src/money.ts';
import { renderPdf } from '../../apps/server/src/lib/pdf.ts';
import { invoiceDocument } from '../../apps/server/src/modules/invoices/invoice-pdf.ts';
import type { InvoiceRow } from '../../apps/server/src/modules/invoices/invoices.repository.ts';
import { median } from './load.ts';
import type { FigureRow } from './login.ts';

const runs = Number(process.env.BENCH_ROUNDS ?? 3);
const perRun = Number(process.env.BENCH_PDF_DOCUMENTS ?? 40);

const party = {
  legalName: 'Formazione Rossi S.r.l.',
  street: 'Via Roma 10',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  vatId: 'IT01234567890',
  taxCode: '01234567890',
  sdiCode: 'ABC1234',
  pec: null,
  email: 'fatture@example.com',
};

function sampleInvoice(sequence: number): InvoiceRow {
  const totals = documentTotals([
    {
      description: 'Corso di sicurezza sul lavoro (formazione generale e specifica)',
      quantity: 12,
      unitPriceMinor: 18_500,
      vatRateBasisPoints: 2200,
    },
  ]);
  const now = new Date();
  return {
    id: sequence,
    kind: 'invoice',
    advanceOf: null,
    providerId: 1,
    buyerId: 2,
    companyId: 3,
    bookingId: 4,
    purchaseOrderId: 5,
    creditedInvoiceId: null,
    year: 2026,
    sequence,
    number: `INV-2026-${String(sequence).padStart(4, '0')}`,
    state: 'issued',
    issueDate: '2026-11-25',
    dueDate: '2026-12-25',
    paidOn: null,
    language: 'it',
    seller: party,
    buyer: { ...party, legalName: 'ACME S.p.A.', vatId: 'IT09876543210' },
    lines: totals.lines,
    vatSummary: totals.vatSummary,
    vatRegime: 'standard',
    stampDutyMinor: 0,
    iban: 'IT60X0542811101000000123456',
    logoId: null,
    purchaseOrderNumber: 'PO-2026-0042',
    netMinor: totals.netMinor,
    vatMinor: totals.vatMinor,
    grossMinor: totals.grossMinor,
    currency: 'EUR',
    topicId: null,
    eventId: null,
    category: null,
    department: null,
    remindedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

const oneLine = (index: number): TDocumentDefinitions => ({
  content: [`Document ${index}`],
  defaultStyle: { font: 'Roboto' },
});

async function timed(render: () => Promise<Buffer>): Promise<number> {
  const start = performance.now();
  await render();
  return performance.now() - start;
}

/** Documents per second over `perRun` renders, one after another. */
async function rate(make: (index: number) => TDocumentDefinitions): Promise<number> {
  const start = performance.now();
  for (let index = 1; index <= perRun; index += 1) await renderPdf(make(index));
  return perRun / ((performance.now() - start) / 1000);
}

export async function pdfFigures(rows: FigureRow[]): Promise<void> {
  // The first of each, in this process: the baseline first, so it pays for the fonts.
  const firstBaseline = await timed(() => renderPdf(oneLine(0)));
  const firstInvoice = await timed(() =>
    renderPdf(invoiceDocument({ invoice: sampleInvoice(1), credited: null, logo: null })),
  );
  const invoiceRates: number[] = [];
  const baselineRates: number[] = [];
  for (let round = 0; round < runs; round += 1) {
    baselineRates.push(await rate(oneLine));
    invoiceRates.push(
      await rate((index) =>
        invoiceDocument({ invoice: sampleInvoice(index), credited: null, logo: null }),
      ),
    );
  }
  const invoices = median(invoiceRates);
  const baseline = median(baselineRates);
  rows.push({
    figure: `Invoice PDFs rendered per second (A4, pdfmake, median of ${runs}×${perRun})`,
    value: invoices.toFixed(1),
    baseline: `one-line PDF: ${baseline.toFixed(1)}/s`,
    ratio: `${(invoices / baseline).toFixed(2)}×`,
  });
  rows.push({
    figure: 'First invoice PDF in the process (ms)',
    value: firstInvoice.toFixed(0),
    baseline: `first one-line PDF (fonts loaded): ${firstBaseline.toFixed(0)} ms`,
    ratio: `${(firstInvoice / firstBaseline).toFixed(2)}×`,
  });
}
