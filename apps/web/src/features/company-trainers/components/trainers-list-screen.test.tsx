import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions, type ActionBody } from '../../../test/render-in-app.tsx';
import { TrainersListScreen } from './trainers-list-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const giulia = {
  id: 7,
  email: 'giulia@example.com',
  status: 'joined',
  approvedAt: '2026-01-10T09:00:00.000Z',
  joinedAt: '2026-01-12T09:00:00.000Z',
  note: null,
  trainer: { username: 'giulia_bianchi', name: 'Giulia Bianchi' },
  topicCount: 4,
  topics: [{ title: 'Scrum in practice', url: 'scrum-in-practice' }],
  bookings: 3,
  rating: 4.5,
  reviewCount: 2,
  spend: [{ currency: 'EUR', amountMinor: 122_000 }],
};

function serve(canEdit: boolean, extra: (body: ActionBody) => unknown = () => undefined) {
  return stubActions(
    (body) =>
      extra(body) ??
      (body.action === 'companytrainers'
        ? { status: true, canEdit, list: [giulia] }
        : { status: false, msg: 'unexpected', code: 'internal' }),
  );
}

describe('approved trainers', () => {
  it("shows a manager the company's figures and note, without any control", async () => {
    serve(false);
    await renderInApp(<TrainersListScreen />);
    const card = await screen.findByTestId('company-trainer');
    expect(within(card).getByRole('link', { name: 'Giulia Bianchi' }).getAttribute('href')).toBe(
      '/giulia_bianchi',
    );
    expect(within(card).getByText('Joined')).toBeTruthy();
    expect(within(card).getByTestId('trainer-bookings').textContent).toBe('3');
    expect(within(card).getByTestId('trainer-spend').textContent).toBe('€1,220.00');
    expect(within(card).getByRole('link', { name: 'Scrum in practice' })).toBeTruthy();
    expect(within(card).getByTestId('trainer-note').textContent).toBe('No note yet.');
    expect(screen.queryByTestId('edit-trainer-note')).toBeNull();
    expect(screen.queryByTestId('remove-trainer')).toBeNull();
    expect(screen.queryByTestId('trainer-search')).toBeNull();
  });

  it('lets the admin write a note inline', async () => {
    const calls = serve(true, (body) =>
      body.action === 'updatecompanytrainer' ? { status: true, note: 'Punctual' } : undefined,
    );
    await renderInApp(<TrainersListScreen />);
    fireEvent.click(await screen.findByTestId('edit-trainer-note'));
    fireEvent.change(screen.getByLabelText('Note on Giulia Bianchi'), {
      target: { value: 'Punctual' },
    });
    fireEvent.click(screen.getByTestId('save-trainer-note'));
    expect((await screen.findByTestId('trainer-note')).textContent).toBe('Punctual');
    expect(calls).toContainEqual({ action: 'updatecompanytrainer', id: 7, note: 'Punctual' });
  });

  it('checks an address before approving it', async () => {
    const calls = serve(true);
    await renderInApp(<TrainersListScreen />);
    fireEvent.change(await screen.findByTestId('trainer-email'), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(screen.getByTestId('approve-trainer-email'));
    expect(screen.getByTestId('trainer-email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((body) => body.action === 'addcompanytrainer')).toBe(false);
  });

  it('says what to do when no trainer is approved yet', async () => {
    stubActions(() => ({ status: true, canEdit: true, list: [] }));
    await renderInApp(<TrainersListScreen />);
    expect((await screen.findByTestId('trainers-empty')).textContent).toContain(
      'No approved trainers yet',
    );
  });
});
