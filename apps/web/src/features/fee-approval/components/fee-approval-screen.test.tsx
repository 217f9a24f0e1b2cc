import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions, type ActionBody } from '../../../test/render-in-app.tsx';
import { FeeApprovalScreen } from './fee-approval-screen.tsx';

const budget = {
  id: 7,
  year: 2027,
  department: 'Sales',
  amountMinor: 300_000,
  currency: 'EUR',
  bookedMinor: 150_000,
  committedMinor: 100_000,
  actualMinor: 50_000,
  awaitingMinor: 244_000,
  remainingMinor: 150_000,
};

const waiting = {
  id: 41,
  kind: 'topic',
  title: 'Negotiation for sales teams',
  url: '/topic/negotiation',
  booker: { id: 3, username: 'laura_ferrara', name: 'Laura Ferrara' },
  trainer: { id: 4, username: 'giulia_bianchi', name: 'Giulia Bianchi', approved: false },
  proposedDates: ['2027-01-12T08:00:00.000Z'],
  startsAt: null,
  participants: 2,
  department: 'Sales',
  price: {
    unitPriceMinor: 100_000,
    quantity: 2,
    netMinor: 200_000,
    vatRateBasisPoints: 2200,
    vatMinor: 44_000,
    grossMinor: 244_000,
    currency: 'EUR',
  },
  reasons: ['threshold', 'outsideList'],
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-11-26T08:00:00.000Z',
  budget,
  remainingAfterMinor: -94_000,
  exceedsBudget: true,
};

function stubServer(options: { isAdmin: boolean; list?: unknown[] }) {
  return stubActions((body: ActionBody) => {
    switch (body.action) {
      case 'feeapprovals':
        return { status: true, list: options.list ?? [waiting], canDecide: options.isAdmin };
      case 'feeapprovalsettings':
        return {
          status: true,
          rules: { thresholdMinor: 150_000, outsideList: true, currency: 'EUR' },
          canEdit: options.isAdmin,
        };
      case 'companybudgets':
        return {
          status: true,
          year: 2027,
          years: [2027],
          departments: ['Sales'],
          list: [budget],
          canEdit: options.isAdmin,
        };
      case 'bookingtransition':
        return { status: true, booking: { id: body.id, state: 'requested' } };
      default:
        return { status: true };
    }
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fee approval', () => {
  it('shows the admin a waiting booking in full and approves it', async () => {
    const calls = stubServer({ isAdmin: true });
    await renderInApp(<FeeApprovalScreen currentYear={2027} />);
    const card = await screen.findByTestId('fee-booking');
    expect(within(card).getByText('Laura Ferrara')).toBeTruthy();
    expect(within(card).getByTestId('fee-trainer-list').textContent).toBe(
      'Not on the approved list',
    );
    expect(within(card).getByTestId('fee-reason-threshold').textContent).toBe(
      'Above the threshold',
    );
    expect(within(card).getByTestId('fee-gross').textContent).toBe('€2,440.00');
    expect(within(card).getByTestId('fee-remaining-after').textContent).toBe('-€940.00');
    expect(within(card).getByTestId('fee-budget-warning')).toBeTruthy();
    fireEvent.click(within(card).getByTestId('fee-approve'));
    // It says what approving does before it does it.
    const dialog = await screen.findByRole('dialog', { name: 'Approve this booking?' });
    expect(dialog.textContent).toContain('€2,440.00 is booked against the budget Sales 2027');
    expect(calls.some((call) => call.action === 'bookingtransition')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('fee-approve-confirm'));
    await waitFor(() =>
      expect(calls.find((call) => call.action === 'bookingtransition')).toMatchObject({
        id: 41,
        transition: 'approve',
      }),
    );
  });

  it('asks the admin for a reason before rejecting', async () => {
    const calls = stubServer({ isAdmin: true });
    await renderInApp(<FeeApprovalScreen currentYear={2027} />);
    fireEvent.click(await screen.findByTestId('fee-reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this fee?' });
    fireEvent.click(within(dialog).getByTestId('fee-reject-confirm'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(calls.some((call) => call.action === 'bookingtransition')).toBe(false);
    fireEvent.change(within(dialog).getByTestId('fee-reject-reason'), {
      target: { value: 'Over the Q1 budget' },
    });
    fireEvent.click(within(dialog).getByTestId('fee-reject-confirm'));
    await waitFor(() =>
      expect(calls.find((call) => call.action === 'bookingtransition')).toMatchObject({
        id: 41,
        transition: 'reject',
        reason: 'Over the Q1 budget',
      }),
    );
  });

  it('shows a manager the same, read-only, with the rules as text', async () => {
    stubServer({ isAdmin: false });
    await renderInApp(<FeeApprovalScreen currentYear={2027} />);
    await screen.findByTestId('fee-booking');
    expect(screen.getByTestId('fee-read-only')).toBeTruthy();
    expect(screen.queryByTestId('fee-approve')).toBeNull();
    expect(screen.queryByTestId('fee-reject')).toBeNull();
    expect((await screen.findByTestId('fee-rules')).textContent).toContain('€1,500.00');
    expect(screen.queryByTestId('fee-threshold')).toBeNull();
    expect(screen.queryByTestId('budget-form')).toBeNull();
  });

  it('says so when nothing waits, and lets the admin edit rules and budgets', async () => {
    stubServer({ isAdmin: true, list: [] });
    await renderInApp(<FeeApprovalScreen currentYear={2027} />);
    expect((await screen.findByTestId('fee-empty')).textContent).toBe(
      'No bookings are waiting for approval.',
    );
    expect((await screen.findByTestId<HTMLInputElement>('fee-threshold')).value).toBe('1500');
    expect(await screen.findByTestId('budget-form')).toBeTruthy();
  });

  it('asks before the admin removes a budget', async () => {
    const calls = stubServer({ isAdmin: true });
    await renderInApp(<FeeApprovalScreen currentYear={2027} />);
    fireEvent.click(await screen.findByTestId('budget-remove'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove the “Sales” budget for 2027?',
    });
    expect(calls.some((call) => call.action === 'deletecompanybudget')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('budget-remove-confirm'));
    await waitFor(() =>
      expect(calls.find((call) => call.action === 'deletecompanybudget')).toMatchObject({ id: 7 }),
    );
  });
});
