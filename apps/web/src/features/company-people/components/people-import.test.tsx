import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { PeopleImport } from './people-import.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chooseFile = (text: string) => {
  const input = screen.getByTestId('people-import-file');
  fireEvent.change(input, {
    target: { files: [new File([text], 'people.csv', { type: 'text/csv' })] },
  });
};

describe('the people CSV import', () => {
  it('lists the bad rows with their lines and says nothing was imported', async () => {
    const calls = stubActions(() => ({
      status: true,
      imported: false,
      created: 0,
      updated: 0,
      problems: [
        { line: 3, problems: ['companyPeople.csv.nameMissing'] },
        {
          line: 5,
          problems: ['companyPeople.csv.emailInvalid', 'companyPeople.csv.departmentTooLong'],
        },
      ],
    }));
    await renderInApp(<PeopleImport />);
    chooseFile('name,email\n...');
    const report = await screen.findByTestId('people-import-problems');
    expect(report.getAttribute('role')).toBe('alert');
    expect(within(report).getByText('Nothing was imported: 2 rows need fixing.')).toBeTruthy();
    const lines = within(report)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Line 3: The name is missing.',
      'Line 5: The e-mail address is not valid. The department is too long.',
    ]);
    expect(calls[0]).toMatchObject({ action: 'importcompanypeople', csv: 'name,email\n...' });
  });

  it('says how many people were added and updated', async () => {
    stubActions(() => ({ status: true, imported: true, created: 3, updated: 1, problems: [] }));
    await renderInApp(<PeopleImport />, 'it');
    chooseFile('name,email\nA,a@example.com');
    expect((await screen.findByTestId('people-import-done')).textContent).toBe(
      'Importazione completata: 3 aggiunte, 1 aggiornate.',
    );
    expect(screen.queryByTestId('people-import-problems')).toBeNull();
  });
});
