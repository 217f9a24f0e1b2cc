import { cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@app/contracts/locales';
import { typeInDateField } from '../../test/date-field.ts';
import { renderInApp } from '../../test/render-in-app.tsx';
import { DateField, type DateFieldKind } from './date-field.tsx';

afterEach(cleanup);
// The field's code is a chunk of its own: loaded once, before the tests count their time.
beforeAll(() => import('./date-field-parts.tsx'), 30_000);

/** A labelled field with its own state, telling `seen` each value it gives. */
function Harness({
  kind,
  initial,
  seen,
}: {
  kind: DateFieldKind;
  initial: string;
  seen: string[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="when-label">When</span>
      <DateField
        kind={kind}
        labelledBy="when-label"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </>
  );
}

async function shown(kind: DateFieldKind, initial: string, language: Language) {
  const seen: string[] = [];
  await renderInApp(<Harness kind={kind} initial={initial} seen={seen} />, language);
  const group = await screen.findByRole('group', { name: 'When' });
  // What a person reads: the parts and what stands between them.
  const text = within(group)
    .getAllByRole('spinbutton')
    .map((part) => part.textContent)
    .join('|');
  return { group, text, seen };
}

describe('DateField', () => {
  it('writes a day in the page’s language, whatever the browser’s', async () => {
    expect((await shown('date', '2026-12-15', 'de')).group.textContent).toContain('15.12.2026');
    cleanup();
    expect((await shown('date', '2026-12-15', 'en')).group.textContent).toContain('15/12/2026');
    cleanup();
    // An empty field says what to type, in the page's words.
    expect((await shown('date', '', 'it')).text).toBe('gg|mm|aaaa');
    cleanup();
    expect((await shown('date', '', 'fr')).text).toBe('jj|mm|aaaa');
  });

  it('shows times on the 24-hour clock in every language, English too', async () => {
    expect((await shown('time', '17:30', 'en')).text).toBe('17|30');
    cleanup();
    expect((await shown('datetime', '2027-01-15T09:05', 'es')).text).toBe('15|01|2027|09|05');
  });

  it('gives the form ISO text as it is typed, and nothing while a part is missing', async () => {
    const { seen } = await shown('datetime', '', 'it');
    await typeInDateField('When', '150120270930');
    expect(seen.at(-1)).toBe('2027-01-15T09:30');
    // Nothing complete was given before the minutes' first digit.
    expect(seen.slice(0, -2).every((value) => value === '')).toBe(true);
  });
});
