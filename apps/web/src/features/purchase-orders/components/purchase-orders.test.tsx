import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions, type ActionBody } from '../../../test/render-in-app.tsx';
import { BookingPurchaseOrderPanel } from './booking-purchase-order-panel.tsx';
import { PurchaseOrderListScreen } from './purchase-order-list-screen.tsx';

const party = {
  legalName: 'ACME S.p.A.',
  street: 'Via Roma 1',
  postalCode: '20100',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  vatId: 'IT01234567890',
  taxCode: null,
  sdiCode: 'ABC1234',
  pec: null,
  email: null,
};

const summary = {
  id: 5,
  number: 'PO-2026-0001',
  state: 'issued',
  issueDate: '2026-11-25',
  bookingId: 41,
  title: 'Negotiation for sales teams',
  buyerName: 'ACME S.p.A.',
  buyerCity: 'Milano',
  providerName: 'Giulia Bianchi',
  netMinor: 200_000,
  vatMinor: 44_000,
  grossMinor: 244_000,
  currency: 'EUR',
  reference: 'CDC-42',
};

const detail = {
  ...summary,
  buyer: party,
  provider: { ...party, legalName: 'Giulia Bianchi', vatId: null },
  lines: [
    {
      description: 'Negotiation for sales teams — 12/01/2027',
      quantity: 2,
      unitPriceMinor: 100_000,
      netMinor: 200_000,
      vatRateBasisPoints: 2200,
      vatMinor: 44_000,
    },
  ],
  vatSummary: [{ vatRateBasisPoints: 2200, taxableMinor: 200_000, vatMinor: 44_000 }],
  department: null,
  category: 'sales',
  language: 'it',
  emailVerified: true,
  twoFactorEnabled: false,
  platformRole: null,
  pendingEmail: null,
  roles: ['provider'],
  transitions: ['acknowledge'],
  pdfUrl: '/inc/documents/purchase-orders/5.pdf',
  history: [
    {
      transition: 'create',
      from: '',
      to: 'issued',
      at: '2026-11-25T09:00:00.000Z',
      by: 'Laura Ferrara',
      reason: null,
    },
  ],
  invoice: {
    id: 9,
    number: 'INV-2026-0001',
    state: 'issued',
    issueDate: '2026-11-30',
    grossMinor: 256_200,
    currency: 'EUR',
    amountMatches: false,
    quantityMatches: true,
    differenceMinor: 12_200,
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('purchase orders received', () => {
  it('lists an order with its amounts, opens it and acknowledges it', async () => {
    const calls = stubActions((body: ActionBody) => {
      switch (body.action) {
        case 'providerPurchaseOrders':
          return { status: true, list: [summary] };
        case 'purchaseOrderDetail':
          return { status: true, purchaseOrder: detail };
        case 'acknowledgePurchaseOrder':
          return { status: true, purchaseOrder: { id: 5, state: 'acknowledged' } };
        default:
          return { status: true };
      }
    });
    await renderInApp(<PurchaseOrderListScreen side="provider" />);
    const row = await screen.findByTestId('po-row');
    expect(row.textContent).toContain('PO-2026-0001');
    expect(row.textContent).toContain('ACME S.p.A.');
    // The buyer's city: two locations of one company number their orders apart.
    expect(within(row).getByTestId('po-buyer-city').textContent).toBe('Milano');
    expect(row.textContent).toContain('€2,440.00');
    expect(within(row).getByTestId('po-row-state').textContent).toBe('Issued');

    fireEvent.click(within(row).getByTestId('po-open'));
    const dialog = await screen.findByTestId('po-detail');
    expect((await within(dialog).findByTestId('po-gross')).textContent).toBe('€2,440.00');
    // The invoice asks for more than the order: said in words, with the difference.
    expect(within(dialog).getByTestId('po-mismatch').textContent).toContain('€122.00 more');
    expect(within(dialog).getByTestId('po-download').getAttribute('href')).toBe(
      '/inc/documents/purchase-orders/5.pdf',
    );
    expect(within(dialog).queryByTestId('po-cancel')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('po-acknowledge'));
    await waitFor(() =>
      expect(calls.some((call) => call.action === 'acknowledgePurchaseOrder')).toBe(true),
    );
  });

  it('says so when there are none', async () => {
    stubActions(() => ({ status: true, list: [] }));
    await renderInApp(<PurchaseOrderListScreen side="provider" />, 'it');
    expect((await screen.findByTestId('po-empty')).textContent).toContain(
      'Non hai ancora ricevuto ordini di acquisto.',
    );
  });
});

describe('the booking page’s purchase order', () => {
  it('asks for the company’s billing details when the server needs them', async () => {
    stubActions((body: ActionBody) => {
      if (body.action === 'bookingPurchaseOrder') {
        return { status: true, purchaseOrder: null, canIssue: true };
      }
      return { status: false, msg: 'Billing details required', code: 'billing_details_required' };
    });
    await renderInApp(<BookingPurchaseOrderPanel bookingId={41} />);
    fireEvent.change(await screen.findByTestId('po-reference'), { target: { value: 'CDC-42' } });
    fireEvent.click(screen.getByTestId('po-issue-submit'));
    const callout = await screen.findByTestId('po-billing-required');
    expect(within(callout).getByRole('link').getAttribute('href')).toBe(
      '/dashboard/c/billing#company-billing',
    );
  });

  it('shows the number and state once issued', async () => {
    stubActions(() => ({ status: true, purchaseOrder: summary, canIssue: false }));
    await renderInApp(<BookingPurchaseOrderPanel bookingId={41} />);
    expect((await screen.findByTestId('po-panel-number')).textContent).toBe('PO-2026-0001');
    expect(screen.getByTestId('po-panel-state').textContent).toBe('Issued');
  });
});
