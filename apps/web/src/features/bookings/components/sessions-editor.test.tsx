import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '@app/contracts/training-days';
import { typeInDateField } from '../../../test/date-field.ts';
import { renderInApp } from '../../../test/render-in-app.tsx';
import { SessionsEditor } from './sessions-editor.tsx';

afterEach(cleanup);

/** The editor with its own state, telling `record` each change. */
function Harness({
  initial,
  record,
}: {
  initial: Session[];
  record: (sessions: Session[]) => void;
}) {
  const [sessions, setSessions] = useState(initial);
  return (
    <SessionsEditor
      sessions={sessions}
      onChange={(next) => {
        setSessions(next);
        record(next);
      }}
    />
  );
}

const local = (day: number, hour: number) => new Date(2027, 0, day, hour, 0).toISOString();

describe('SessionsEditor', () => {
  it('changes a day’s end, adds a day after the last and removes one', async () => {
    const seen = { value: [] as Session[] };
    const record = (sessions: Session[]) => {
      seen.value = sessions;
    };
    await renderInApp(
      <Harness
        initial={[
          { startsAt: local(11, 9), endsAt: local(11, 18) },
          { startsAt: local(12, 9), endsAt: local(12, 13) },
        ]}
        record={record}
      />,
    );
    expect(screen.getByRole('group', { name: '2 days' })).toBeTruthy();
    await typeInDateField('Day 2: end', '1200');
    expect(seen.value[1]).toEqual({ startsAt: local(12, 9), endsAt: local(12, 12) });
    fireEvent.click(screen.getByRole('button', { name: 'Add a day' }));
    expect(seen.value[2]).toEqual({ startsAt: local(13, 9), endsAt: local(13, 12) });
    fireEvent.click(screen.getByRole('button', { name: 'Remove day 1' }));
    expect(seen.value.map((session) => session.startsAt)).toEqual([local(12, 9), local(13, 9)]);
    expect(screen.getByRole('group', { name: '2 days' })).toBeTruthy();
  });
});
