import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { typeInDateField } from '../../../test/date-field.ts';
import { renderInApp } from '../../../test/render-in-app.tsx';
import { DateFilter } from './filter-fields.tsx';

afterEach(cleanup);

/** An Italian page's empty date filter named `label`: what it applies, in order. */
async function renderFilter(label: string): Promise<Array<string | undefined>> {
  const applied: Array<string | undefined> = [];
  await renderInApp(
    <DateFilter
      id="event-from"
      label={label}
      value={undefined}
      onApply={(value) => applied.push(value)}
    />,
    'it',
  );
  return applied;
}

describe('DateFilter', () => {
  it('applies a day typed in the page’s language once, when the field is left', async () => {
    const applied = await renderFilter('Dal');
    await typeInDateField('Dal', '15122026');
    // Not while the year was half typed.
    expect(applied).toEqual([]);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(applied).toEqual(['2026-12-15']);
    expect(screen.getByRole('group', { name: 'Dal' }).textContent).toContain('15/12/2026');
  });

  it('applies it with Enter, as the other filters', async () => {
    const applied = await renderFilter('Al');
    await typeInDateField('Al', '01082027');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    expect(applied).toEqual(['2027-08-01']);
  });
});
