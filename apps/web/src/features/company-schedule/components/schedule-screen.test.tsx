import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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
    locationId: 1,
    locationName: 'ACME Milano',
    participants: [{ name: 'Sara Galli', department: 'Produzione', attendance: null }],
    sessions: [],
    ...overrides,
  };
}

const milano = { id: 1, name: 'ACME Milano' };
const roma = { id: 2, name: 'ACME Roma' };

function stubServer(
  trainings: ScheduleTraining[],
  locations = [milano],
  /** What the server answers for `location: 'all'` (the trainings of every location). */
  allTrainings = trainings,
) {
  return stubActions((body) => {
    if (body.action === 'trainingschedule') {
      return {
        status: true,
        trainings: body.location === 'all' ? allTrainings : trainings,
        departments: ['Produzione', 'Vendite'],
        locations,
        activeLocationId: 1,
      };
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

  it('offers no location choice to a user of one location', async () => {
    stubServer([training()]);
    await renderInApp(<ScheduleScreen />);
    await screen.findByTestId('schedule-month-grid');
    await screen.findAllByTestId('schedule-grid-item');
    expect(screen.queryByTestId('schedule-location')).toBeNull();
    expect(screen.queryByTestId('schedule-location-name')).toBeNull();
  });

  it('lets a user of several locations show them all, each training with its location', async () => {
    const rome = training({
      id: 9,
      title: 'Primo soccorso',
      locationId: 2,
      locationName: 'ACME Roma',
    });
    const calls = stubServer([training()], [milano, roma], [training(), rome]);
    await renderInApp(<ScheduleScreen />);
    const select = await screen.findByTestId<HTMLSelectElement>('schedule-location');
    // The active location is the default: the server is asked without a location.
    expect(select.value).toBe('1');
    expect(calls.find((call) => call.action === 'trainingschedule')).not.toHaveProperty('location');
    expect(screen.getByLabelText('Location')).toBe(select);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All my locations', 'ACME Milano', 'ACME Roma']);
    expect(screen.queryByTestId('schedule-location-name')).toBeNull();

    fireEvent.change(select, { target: { value: 'all' } });
    await waitFor(() =>
      expect(
        screen.getAllByTestId('schedule-location-name').map((name) => name.textContent),
      ).toEqual([expect.stringContaining('ACME Milano'), expect.stringContaining('ACME Roma')]),
    );
    expect(calls.filter((call) => call.action === 'trainingschedule').at(-1)).toMatchObject({
      location: 'all',
    });
    fireEvent.click(screen.getByTestId('schedule-tab-list'));
    const rows = await screen.findAllByTestId('schedule-list-item');
    expect(within(rows[1]!).getByTestId('schedule-location-name').textContent).toBe('ACME Roma');
    expect(screen.getByRole('columnheader', { name: 'Location' })).toBeTruthy();

    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() =>
      expect(calls.filter((call) => call.action === 'trainingschedule').at(-1)).toMatchObject({
        location: 2,
      }),
    );
  });

  it('exports each training’s location when several locations are shown', async () => {
    const rome = training({
      id: 9,
      title: 'Primo soccorso',
      locationId: 2,
      locationName: 'ACME Roma',
    });
    stubServer([training()], [milano, roma], [training(), rome]);
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the file the export offers.
    const original = Object.getOwnPropertyDescriptors(URL);
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:schedule';
    };
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      Object.defineProperties(URL, {
        createObjectURL: original.createObjectURL ?? {
          value: undefined,
          configurable: true,
          writable: true,
        },
        revokeObjectURL: original.revokeObjectURL ?? {
          value: undefined,
          configurable: true,
          writable: true,
        },
      });
    });
    await renderInApp(<ScheduleScreen />);
    fireEvent.change(await screen.findByTestId('schedule-location'), {
      target: { value: 'all' },
    });
    await waitFor(() => expect(screen.getAllByTestId('schedule-location-name')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('schedule-export'));
    expect(blobs).toHaveLength(1);
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFF?Location,Start,/);
    expect(lines[1]).toMatch(/^ACME Milano,/);
    expect(lines[2]).toMatch(/^ACME Roma,.*Primo soccorso/);
  });
});
