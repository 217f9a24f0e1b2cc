import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions, type ActionBody } from '../../../test/render-in-app.tsx';
import { IssueInvoicePanel } from './issue-invoice-panel.tsx';

const person = (id: number, name: string) => ({ id, username: name, name, profileImage: null });

function booking(role: 'buyer' | 'provider' | 'approver', company: boolean, ahead = false) {
  return {
    id: 41,
    kind: 'topic',
    state: 'accepted',
    role,
    title: 'Negotiation for sales teams',
    url: '/topic/negotiation',
    buyer: person(2, 'Marco Verdi'),
    provider: person(3, 'Giulia Bianchi'),
    company: company ? { id: 7, name: 'ACME' } : null,
    startsAt: ahead ? '2099-01-12T09:00:00.000Z' : '2026-11-25T09:00:00.000Z',
    endsAt: ahead ? '2099-01-12T17:00:00.000Z' : '2026-11-25T11:00:00.000Z',
    sessions: [],
    durationHours: 2,
    proposedDates: [],
    participants: 3,
    price: {
      unitPriceMinor: 10_000,
      quantity: 3,
      netMinor: 30_000,
      vatRateBasisPoints: 2200,
      vatMinor: 6600,
      grossMinor: 36_600,
      currency: 'EUR',
    },
    createdAt: '2026-11-01T09:00:00.000Z',
    expiresAt: null,
    actions: [],
    canRecordAttendance: false,
    delivery: null,
    location: null,
    message: null,
    joinUrl: null,
    participantsList: [],
    thanks: null,
    reviewUntil: null,
    history: [],
  };
}

const invoice = {
  id: 5,
  kind: 'invoice',
  number: 'INV-2026-0001',
  state: 'issued',
  issueDate: '2026-11-26',
  dueDate: '2026-12-26',
  paidOn: null,
  sellerName: 'Giulia Bianchi',
  buyerName: 'ACME S.p.A.',
  grossMinor: 36_600,
  currency: 'EUR',
  bookingId: 41,
  purchaseOrderNumber: null,
};

/** The booking page's two calls, as the caller of `role` gets them; issuing makes the invoice. */
function stubServer(
  role: 'buyer' | 'provider' | 'approver',
  options: { company?: boolean; ahead?: boolean; seller?: Record<string, unknown> } = {},
) {
  let issued = role !== 'provider';
  return stubActions((body: ActionBody) => {
    switch (body.action) {
      case 'bookingdetail':
        return {
          status: true,
          booking: booking(role, options.company ?? false, options.ahead ?? false),
        };
      case 'getBillingDetails':
        return options.seller
          ? {
              status: true,
              mine: { owner: 'provider', details: options.seller, complete: true },
              company: null,
            }
          : { status: false, msg: 'unexpected', code: 'internal' };
      case 'bookingInvoice':
        return { status: true, invoice: issued ? invoice : null };
      case 'issueInvoice':
        issued = true;
        return { status: true, invoice: { id: invoice.id, number: invoice.number } };
      default:
        return { status: false, msg: 'unexpected', code: 'internal' };
    }
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IssueInvoicePanel', () => {
  it('gives the provider the form, then the issued invoice, asking only for this booking’s', async () => {
    const calls = stubServer('provider');
    await renderInApp(<IssueInvoicePanel bookingId={41} />);
    expect((await screen.findByTestId('issue-invoice-gross')).textContent).toBe('€366.00');
    fireEvent.click(screen.getByTestId('issue-invoice-submit'));
    // It asks first, saying the invoice is numbered and never changes; nothing is sent yet.
    const dialog = await screen.findByTestId('issue-invoice-confirm');
    expect(dialog.textContent).toContain('can no longer be changed');
    expect(calls.map((call) => call.action)).not.toContain('issueInvoice');
    fireEvent.click(within(dialog).getByTestId('issue-invoice-confirm-button'));
    const card = await screen.findByTestId('booking-invoice');
    expect(card.textContent).toContain('INV-2026-0001');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/dashboard/i/invoice?id=5');
    expect(calls.find((call) => call.action === 'issueInvoice')).toMatchObject({
      bookingId: 41,
      advance: false,
    });
    expect(calls.filter((call) => call.action === 'bookingInvoice')).toMatchObject([
      { bookingId: 41 },
      { bookingId: 41 },
    ]);
    expect(calls.map((call) => call.action)).not.toContain('providerInvoices');
  });

  it('shows the stamp duty a VAT-exempt seller charges on, in the total the invoice will carry', async () => {
    stubServer('provider', {
      seller: {
        legalName: 'Giulia Bianchi',
        street: 'Via Roma 1',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
        country: 'IT',
        vatId: 'IT01234567890',
        taxCode: null,
        sdiCode: '0000000',
        pec: null,
        email: null,
        iban: 'IT60X0542811101000000123456',
        vatRegime: 'exempt_training',
        stampDutyCharged: true,
      },
    });
    await renderInApp(<IssueInvoicePanel bookingId={41} />);
    // 3 × 100 € without VAT (art. 10), and the 2 € stamp duty charged on: 302 €.
    expect((await screen.findByTestId('issue-invoice-stamp')).textContent).toBe('€2.00');
    expect(screen.getByTestId('issue-invoice-gross').textContent).toBe('€302.00');
  });

  it('before the training, issues only an advance invoice, ticked as such', async () => {
    const calls = stubServer('provider', { ahead: true });
    await renderInApp(<IssueInvoicePanel bookingId={41} />);
    expect((await screen.findByTestId('issue-invoice-ahead')).textContent).toContain(
      'advance invoice',
    );
    fireEvent.click(screen.getByTestId('issue-invoice-submit'));
    expect((await screen.findByTestId('issue-invoice-advance-error')).textContent).toBe(
      'The training has not taken place yet: issue the invoice as an advance, or once it has taken place.',
    );
    expect(screen.queryByTestId('issue-invoice-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('issue-invoice-advance'));
    fireEvent.click(screen.getByTestId('issue-invoice-submit'));
    const dialog = await screen.findByTestId('issue-invoice-confirm');
    expect(dialog.textContent).toContain('Issue the advance invoice?');
    fireEvent.click(within(dialog).getByTestId('issue-invoice-confirm-button'));
    await screen.findByTestId('booking-invoice');
    expect(calls.find((call) => call.action === 'issueInvoice')).toMatchObject({
      bookingId: 41,
      advance: true,
    });
  });

  it('shows a person who bought the invoice, linked to the invoices they received', async () => {
    stubServer('buyer');
    await renderInApp(<IssueInvoicePanel bookingId={41} />);
    const card = await screen.findByTestId('booking-invoice');
    expect(card.textContent).toContain('Invoice INV-2026-0001 has been issued.');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/dashboard/i/invoice?id=5');
    expect(screen.queryByTestId('issue-invoice')).toBeNull();
  });

  it.each(['buyer', 'approver'] as const)(
    'links a company booking’s invoice to the company’s invoices (%s)',
    async (role) => {
      stubServer(role, { company: true });
      await renderInApp(<IssueInvoicePanel bookingId={41} />);
      const card = await screen.findByTestId('booking-invoice');
      expect(within(card).getByRole('link').getAttribute('href')).toBe(
        '/dashboard/c/invoicelist?id=5',
      );
    },
  );
});
