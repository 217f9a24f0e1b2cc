import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions, type ActionBody } from '../../../test/render-in-app.tsx';
import { typeInDateField } from '../../../test/date-field.ts';
import { CompanyInvoicesScreen, InvoicesScreen } from './invoices-screen.tsx';

const party = {
  street: 'Via Roma 10',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  vatId: 'IT01234567890',
  taxCode: null,
  sdiCode: null,
  pec: null,
  email: null,
};

const summary = {
  id: 5,
  kind: 'invoice',
  number: 'INV-2026-0001',
  state: 'overdue',
  issueDate: '2026-10-01',
  dueDate: '2026-10-31',
  paidOn: null,
  sellerName: 'Formazione Rossi S.r.l.',
  buyerName: 'ACME S.p.A.',
  grossMinor: 36_600,
  currency: 'EUR',
  bookingId: 9,
  purchaseOrderNumber: 'PO-2026-0003',
};

const detail = {
  status: true,
  invoice: {
    ...summary,
    language: 'it',
    emailVerified: true,
    twoFactorEnabled: false,
    platformRole: null,
    pendingEmail: null,
    seller: { ...party, legalName: 'Formazione Rossi S.r.l.' },
    buyer: { ...party, legalName: 'ACME S.p.A.' },
    lines: [],
    vatSummary: [],
    vatRegime: 'standard',
    iban: 'IT60X0542811101000000123456',
    advanceOf: null,
    netMinor: 30_000,
    vatMinor: 6600,
    purchaseOrderId: 3,
    creditedInvoiceId: null,
  },
  roles: ['provider'],
  transitions: ['markPaid', 'credit'],
  history: [],
  match: {
    purchaseOrderNumber: 'PO-2026-0003',
    orderGrossMinor: 36_000,
    amountMatches: false,
    quantityMatches: true,
    differenceMinor: 600,
  },
  related: null,
  hasXml: true,
};

function stubServer() {
  return stubActions((body: ActionBody) => {
    switch (body.action) {
      case 'providerInvoices':
        return { status: true, list: [summary], years: [2026] };
      case 'buyerInvoices':
        return { status: true, list: [], years: [] };
      case 'companyInvoices':
        return {
          status: true,
          list: [summary],
          years: [2026],
          locations: [{ id: 1, name: 'ACME Milano' }],
          activeLocationId: 1,
        };
      case 'invoiceDetail':
        return detail;
      case 'markInvoicePaid':
        return { status: true, state: 'paid' };
      default:
        return { status: false, msg: 'unexpected', code: 'internal' };
    }
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvoicesScreen', () => {
  it('lists a provider’s invoices with the amount in the viewer’s locale and overdue in words', async () => {
    stubServer();
    await renderInApp(<InvoicesScreen isProvider />, 'it');
    const row = await screen.findByTestId('invoice-row-INV-2026-0001');
    expect(row.textContent).toContain('366,00');
    expect(row.textContent).toContain('Scaduta');
    expect(row.textContent).toContain('scaduta dal');
    expect(screen.getByTestId('invoices-tab-provider').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('invoices-tab-buyer'));
    expect(await screen.findByTestId('invoices-empty')).toBeTruthy();
  });

  it('opens an invoice: downloads, the purchase order mismatch, and marking it paid', async () => {
    const calls = stubServer();
    await renderInApp(<InvoicesScreen isProvider />);
    const row = await screen.findByTestId('invoice-row-INV-2026-0001');
    fireEvent.click(within(row).getByRole('button'));
    const panel = await screen.findByTestId('invoice-detail');
    expect((await within(panel).findByTestId('invoice-download-pdf')).getAttribute('href')).toBe(
      '/inc/documents/invoices/5.pdf',
    );
    expect(within(panel).getByTestId('invoice-download-xml').getAttribute('href')).toBe(
      '/inc/documents/invoices/5.xml',
    );
    expect(within(panel).getByTestId('invoice-mismatch').textContent).toContain('PO-2026-0003');
    fireEvent.click(within(panel).getByTestId('invoice-mark-paid'));
    const dialog = await screen.findByTestId('mark-paid-dialog');
    await typeInDateField(/^Paid on/, '15102026');
    fireEvent.click(within(dialog).getByTestId('mark-paid-confirm'));
    await waitFor(() =>
      expect(calls).toContainEqual({ action: 'markInvoicePaid', id: 5, paidOn: '2026-10-15' }),
    );
  });

  it('refuses a paid date before the issue date without calling the server', async () => {
    const calls = stubServer();
    await renderInApp(<InvoicesScreen isProvider />);
    fireEvent.click(
      within(await screen.findByTestId('invoice-row-INV-2026-0001')).getByRole('button'),
    );
    fireEvent.click(await screen.findByTestId('invoice-mark-paid'));
    const dialog = await screen.findByTestId('mark-paid-dialog');
    await typeInDateField(/^Paid on/, '01092026');
    fireEvent.click(within(dialog).getByTestId('mark-paid-confirm'));
    expect(await within(dialog).findByText('This value is too small')).toBeTruthy();
    expect(calls.some((call) => call.action === 'markInvoicePaid')).toBe(false);
  });
});

describe('CompanyInvoicesScreen', () => {
  it('lists the company’s invoices by supplier', async () => {
    stubServer();
    await renderInApp(<CompanyInvoicesScreen />);
    const row = await screen.findByTestId('invoice-row-INV-2026-0001');
    expect(row.textContent).toContain('Formazione Rossi S.r.l.');
    expect(row.textContent).toContain('€366.00');
  });
});
