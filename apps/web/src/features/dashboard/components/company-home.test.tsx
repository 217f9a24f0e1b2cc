import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { CompanyHome } from './company-home.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const now = new Date('2026-11-25T10:00:00Z');
const home = {
  status: true,
  company: { id: 1, name: 'ACME Milano' },
  isAdmin: true,
  awaitingApproval: 2,
  setup: null,
  upcoming: [
    {
      bookingId: 11,
      title: 'Scrum in practice',
      startsAt: '2026-12-03T08:00:00.000Z',
      trainer: { username: 'giulia_bianchi', name: 'Giulia Bianchi' },
      participants: 9,
      location: 'Milano',
    },
  ],
  activity: [
    {
      id: 5,
      bookingId: 11,
      title: 'Scrum in practice',
      transition: 'accept',
      toState: 'accepted',
      actor: { username: 'giulia_bianchi', name: 'Giulia Bianchi' },
      at: '2026-11-24T10:00:00.000Z',
    },
  ],
  locations: [
    {
      id: 1,
      name: 'ACME Milano',
      isActive: true,
      people: 40,
      members: 2,
      upcoming: 3,
      awaitingApproval: 2,
    },
    {
      id: 2,
      name: 'ACME Roma',
      isActive: false,
      people: 12,
      members: 1,
      upcoming: 0,
      awaitingApproval: 0,
    },
  ],
};

describe('the company home', () => {
  it('shows the next trainings, the latest changes and one card per location', async () => {
    stubActions(() => home);
    await renderInApp(<CompanyHome language="en" now={now} />);
    const upcoming = await screen.findByTestId('company-upcoming');
    expect(
      within(upcoming).getByRole('link', { name: 'Scrum in practice' }).getAttribute('href'),
    ).toBe('/mybooking/11');
    expect(upcoming.textContent).toContain('9 participants');
    const activity = screen.getByTestId('company-activity');
    expect(activity.textContent).toContain('Accepted');
    expect(activity.textContent).toContain('by Giulia Bianchi');
    expect(activity.textContent).toContain('yesterday');
    const cards = screen.getAllByTestId('company-location');
    expect(cards.map((card) => card.getAttribute('data-active'))).toEqual(['true', 'false']);
    expect(within(cards[0]!).getByText('40')).toBeTruthy();
  });

  it('says so when nothing is planned or changed, without locations for one location', async () => {
    stubActions(() => ({ ...home, upcoming: [], activity: [], locations: [] }));
    await renderInApp(<CompanyHome language="en" now={now} />);
    expect(await screen.findByTestId('company-upcoming-empty')).toBeTruthy();
    expect(screen.getByTestId('company-activity-empty')).toBeTruthy();
    expect(screen.queryByTestId('company-locations')).toBeNull();
  });

  it('says what went wrong when the server refuses', async () => {
    stubActions(() => ({ status: false, msg: 'no', code: 'not_company_member' }));
    await renderInApp(<CompanyHome language="en" now={now} />);
    expect(await screen.findByTestId('company-home-error')).toBeTruthy();
  });

  it("lists a new company's first steps, ticked or linking to where each is done", async () => {
    stubActions((body) =>
      body.action === 'companydashboard'
        ? {
            ...home,
            setup: [
              { step: 'verifyEmail', done: true },
              { step: 'billingDetails', done: false },
              { step: 'inviteManagers', done: false },
              { step: 'approvalRules', done: true },
              { step: 'approveTrainers', done: false },
              { step: 'firstBooking', done: false },
            ],
          }
        : { status: true, company: null, subscription: null },
    );
    await renderInApp(<CompanyHome language="en" now={now} />);
    const setup = await screen.findByTestId('company-setup');
    expect(within(setup).getByTestId('company-setup-progress').textContent).toBe('2 of 6 done');
    expect(within(setup).getByTestId('setup-verifyEmail').dataset.state).toBe('done');
    expect(
      within(setup)
        .getByRole('link', { name: "Add the company's billing details" })
        .getAttribute('href'),
    ).toBe('/dashboard/c/billing');
    expect(within(setup).queryByRole('link', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it('says plainly when the free trial has ended, what waits, and links to the plans', async () => {
    stubActions((body) =>
      body.action === 'loginCompanyDetails'
        ? {
            status: true,
            company: null,
            subscription: { plan: 'trial', end_date: '2026-01-01T00:00:00.000Z', trialDaysLeft: 0 },
          }
        : home,
    );
    await renderInApp(<CompanyHome language="en" now={now} />);
    const notice = await screen.findByTestId('trial-ended');
    expect(notice.textContent).toContain('Your free trial has ended');
    expect(notice.textContent).toContain('Everything else keeps working');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(
      '/dashboard/c/billing#plans',
    );
  });
});
