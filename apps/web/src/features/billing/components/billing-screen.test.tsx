import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions, type ActionBody } from '../../../test/render-in-app.tsx';
import { BillingScreen } from './billing-screen.tsx';

const companyDetails = {
  legalName: 'ACME S.p.A.',
  street: 'Via Tortona 25',
  postalCode: '20144',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  vatId: 'IT00743110157',
  taxCode: null,
  sdiCode: 'M5UXCR1',
  pec: null,
  email: null,
  iban: null,
  vatRegime: 'standard',
  stampDutyCharged: true,
};

function stubServer(options: {
  owner?: 'provider' | 'buyer';
  canEdit?: boolean;
  trialDaysLeft?: number;
  planRequests?: Array<{ id: number; plan: string; createdAt: string }>;
  /** The account's password: a save with another answers wrong_password. */
  password?: string;
}) {
  return stubActions((body: ActionBody) => {
    switch (body.action) {
      case 'loginCompanyDetails':
        return {
          status: true,
          company: {
            id: 1,
            slug: 'acme',
            name: 'ACME S.p.A. – Milano',
            kind: 'company',
            logo: null,
            country: 'IT',
            userRole: options.canEdit ? 1 : 2,
            industry: null,
            website: null,
            description: null,
            vatNumber: null,
            address: null,
          },
          subscription: {
            plan: 'trial',
            // An ended trial's end date has passed.
            end_date:
              options.trialDaysLeft === 0
                ? '2026-01-09T10:00:00.000Z'
                : new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString(),
            trialDaysLeft: options.trialDaysLeft ?? 14,
          },
        };
      case 'getBillingDetails':
        return {
          status: true,
          mine: { owner: options.owner ?? 'buyer', details: null, complete: false },
          company: {
            companyId: 1,
            name: 'ACME S.p.A. – Milano',
            details: companyDetails,
            complete: true,
            canEdit: options.canEdit ?? false,
          },
        };
      case 'saveMyBillingDetails':
        return options.password === undefined || body.password === options.password
          ? {
              status: true,
              mine: { owner: options.owner ?? 'buyer', details: companyDetails, complete: true },
            }
          : {
              status: false,
              code: 'wrong_password',
              msg: 'The current password is not correct',
            };
      case 'planrequests':
        return { status: true, list: options.planRequests ?? [] };
      case 'requestplan':
        return {
          status: true,
          msg: 'Thank you',
          request: { id: 7, plan: body.plan, createdAt: '2026-11-29T10:00:00.000Z' },
        };
      default:
        return { status: true };
    }
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Billing page', () => {
  it('shows company staff the plan, the trial days and what the plan includes', async () => {
    stubServer({ canEdit: false });
    await renderInApp(<BillingScreen isCompanyStaff />);
    expect((await screen.findByTestId('billing-plan')).textContent).toBe('Free trial');
    expect(screen.getByTestId('billing-trial-days').textContent).toBe('14 days');
    expect(within(screen.getByTestId('billing-includes')).getAllByRole('listitem').length).toBe(8);
    expect(screen.queryByTestId('trial-ended')).toBeNull();
  });

  it('lets a manager read the company’s details, not edit them', async () => {
    stubServer({ canEdit: false });
    await renderInApp(<BillingScreen isCompanyStaff />);
    expect(await screen.findByTestId('billing-readonly')).toBeTruthy();
    expect(screen.getByTestId('billing-view-company-sdiCode').textContent).toBe('M5UXCR1');
    expect(screen.queryByTestId('billing-form-company')).toBeNull();
    expect(screen.getByTestId('billing-form-mine')).toBeTruthy();
  });

  it('says plainly that the trial has ended, what waits and what keeps working', async () => {
    stubServer({ trialDaysLeft: 0 });
    await renderInApp(<BillingScreen isCompanyStaff />);
    const notice = await screen.findByTestId('trial-ended');
    expect(notice.textContent).toContain('Your free trial has ended');
    expect(notice.textContent).toContain('wait until an admin chooses a plan');
    expect(notice.textContent).toContain('Everything else keeps working');
  });

  it('lets the admin ask for a plan with a note, and lists what waits', async () => {
    const calls = stubServer({ canEdit: true });
    await renderInApp(<BillingScreen isCompanyStaff />);
    const plans = await screen.findByTestId('billing-plans');
    // The company's details cached by an earlier test may show first: wait for the admin's form.
    fireEvent.click(await within(plans).findByTestId('plan-business'));
    fireEvent.change(within(plans).getByTestId('plan-message'), {
      target: { value: 'About 40 people' },
    });
    fireEvent.click(within(plans).getByTestId('plan-request-submit'));
    expect((await within(plans).findByTestId('plan-request-sent')).textContent).toContain(
      'within one working day',
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        action: 'requestplan',
        plan: 'business',
        message: 'About 40 people',
      }),
    );
  });

  it('tells a manager that the admin chooses, with the plan already asked for', async () => {
    stubServer({
      planRequests: [{ id: 3, plan: 'standard', createdAt: '2026-11-20T10:00:00.000Z' }],
    });
    await renderInApp(<BillingScreen isCompanyStaff />);
    const plans = await screen.findByTestId('billing-plans');
    expect((await within(plans).findByTestId('plan-requests')).textContent).toContain('Standard');
    expect(plans.textContent).toContain("Your company's admin chooses the plan here.");
    expect(within(plans).queryByTestId('plan-request-submit')).toBeNull();
  });

  it('checks a provider’s IBAN before sending, in words, and sends it once fixed', async () => {
    const calls = stubServer({ owner: 'provider' });
    await renderInApp(<BillingScreen isCompanyStaff={false} />);
    const form = await screen.findByTestId('billing-form-mine');
    expect(screen.queryByTestId('billing-subscription')).toBeNull();
    const type = (name: string, value: string) =>
      fireEvent.change(within(form).getByTestId(`billing-${name}`), { target: { value } });
    type('legalName', 'Giulia Bianchi Formazione');
    type('street', 'Via Po 10');
    type('postalCode', '10123');
    type('city', 'Torino');
    type('province', 'TO');
    type('vatId', '00743110157');
    type('iban', 'IT60X0542811101000000123457');
    fireEvent.click(within(form).getByTestId('billing-regime-exempt_training'));
    expect(within(form).getByText(/art\. 10\(1\)\(20\)/)).toBeTruthy();
    fireEvent.click(within(form).getByTestId('billing-save-mine'));
    expect((await within(form).findByTestId('billing-iban-error')).textContent).toContain(
      'This IBAN is not valid',
    );
    expect(calls.some((call) => call.action === 'saveMyBillingDetails')).toBe(false);
    type('iban', 'IT60 X054 2811 1010 0000 0123 456');
    type('password', 'my-password');
    fireEvent.click(within(form).getByTestId('billing-save-mine'));
    await waitFor(() =>
      expect(calls.find((call) => call.action === 'saveMyBillingDetails')).toMatchObject({
        iban: 'IT60 X054 2811 1010 0000 0123 456',
        vatRegime: 'exempt_training',
        password: 'my-password',
      }),
    );
  });

  it('asks for the password to save, and says a wrong one beside its field', async () => {
    const calls = stubServer({ owner: 'buyer', password: 'right-one' });
    await renderInApp(<BillingScreen isCompanyStaff={false} />);
    const form = await screen.findByTestId('billing-form-mine');
    const type = (name: string, value: string) =>
      fireEvent.change(within(form).getByTestId(`billing-${name}`), { target: { value } });
    type('legalName', 'Mario Rossi');
    type('street', 'Via Dante 12');
    type('postalCode', '20121');
    type('city', 'Milano');
    type('province', 'MI');
    type('vatId', '00743110157');
    const password = within(form).getByLabelText(/^Your password/);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');

    fireEvent.click(within(form).getByTestId('billing-save-mine'));
    expect((await within(form).findByTestId('billing-password-error')).textContent).toBe(
      'This field is required',
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.action === 'saveMyBillingDetails')).toBe(false);

    type('password', 'not-it');
    fireEvent.click(within(form).getByTestId('billing-save-mine'));
    await waitFor(() =>
      expect(within(form).getByTestId('billing-password-error').textContent).toBe(
        'The current password is not correct',
      ),
    );
    expect(within(form).queryByTestId('billing-saved-mine')).toBeNull();

    type('password', 'right-one');
    fireEvent.click(within(form).getByTestId('billing-save-mine'));
    expect(await within(form).findByTestId('billing-saved-mine')).toBeTruthy();
    expect(within(form).queryByTestId('billing-password-error')).toBeNull();
    expect(within(form).getByTestId<HTMLInputElement>('billing-password').value).toBe('');
  });
});
