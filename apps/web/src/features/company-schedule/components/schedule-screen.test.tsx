import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import type { ScheduleTraining } from '../api/get-training-schedule.ts';
import { ScheduleScreen } from './schedule-screen.tsx';

/** A training in the middle of the current month, so the month shown at first contains it. */
function training(overrides: Partial<ScheduleTraining> = {}): ScheduleTraining {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), 15, 9);
  return {
    id: 7,
    kind: 'topic',
    title: 'Sicurezza sul lavoro',
    state: 'accepted',
    confirmed: true,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 8 * 3600_000).toISOString(),
    delivery: 'in_person',
    location: 'Milano',
    trainer: 'Giulia Bianchi',
    department: 'Produzione',
    participants: [{ name: 'Sara Galli', department: 'Produzione', attendance: null }],
    ...overrides,
  };
}

function stubServer(trainings: ScheduleTraining[]) {
  return stubActions((body) => {
    if (body.action === 'trainingschedule') {
      return { status: true, trainings, departments: ['Produzione', 'Vendite'] };
    }
    if (body.action === 'calendarfeed') {
      return { status: true, url: 'http://localhost/inc/calendar/1-2-x.ics' };
    }
    return { status: true };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the training schedule', () => {
  it('shows the month’s trainings in the grid and the list, marking those not confirmed', async () => {
    stubServer([
      training(),
      training({ id: 8, title: 'Excel', confirmed: false, state: 'requested' }),
    ]);
    await renderInApp(<ScheduleScreen />);
    const grid = await screen.findByTestId('schedule-month-grid');
    expect(
      within(grid)
        .getAllByTestId('schedule-grid-item')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Sicurezza sul lavoro'), expect.stringContaining('Excel')]);
    fireEvent.click(screen.getByTestId('schedule-tab-list'));
    const rows = await screen.findAllByTestId('schedule-list-item');
    expect(rows[0]?.textContent).toContain('Sara Galli (Produzione)');
    expect(within(rows[1]!).getByTestId('schedule-unconfirmed')).toBeTruthy();
    expect((await screen.findByTestId('schedule-feed-url')).getAttribute('value')).toContain(
      '.ics',
    );
  });

  it('asks the server again with the department and the person typed', async () => {
    const calls = stubServer([]);
    await renderInApp(<ScheduleScreen />);
    await screen.findByTestId('schedule-month-grid');
    fireEvent.change(screen.getByTestId('schedule-department'), { target: { value: 'Vendite' } });
    fireEvent.change(screen.getByTestId('schedule-person'), { target: { value: 'Sara' } });
    await waitFor(() =>
      expect(calls.filter((call) => call.action === 'trainingschedule').at(-1)).toMatchObject({
        department: 'Vendite',
        person: 'Sara',
      }),
    );
    fireEvent.click(screen.getByTestId('schedule-tab-list'));
    expect(await screen.findByTestId('schedule-list-empty')).toBeTruthy();
  });
});
