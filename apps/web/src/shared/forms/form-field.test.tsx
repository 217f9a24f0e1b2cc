import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../lib/i18n.ts';
import { FormField, FormFieldset } from './form-field.tsx';

afterEach(cleanup);

async function renderInEnglish(ui: React.ReactNode) {
  const i18n = await setUpI18n('en', 'Skillvia');
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('FormField', () => {
  it('names the control, marks it required, and ties hint and problem to it', async () => {
    await renderInEnglish(
      <FormField
        id="title"
        label="Title"
        hint="Five words or more"
        problem="validation.required"
        required
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /^Title\s*\(required\)$/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('title-hint title-error');
    expect(screen.getByTestId('title-error').textContent).toBe('This field is required');
  });

  it('says nothing is wrong until there is a problem, and marks optional fields', async () => {
    await renderInEnglish(
      <FormField id="audience" label="Audience" optional>
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /^Audience\s*\(optional\)$/ });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('names a group by its legend and describes it by its problem', async () => {
    await renderInEnglish(
      <FormFieldset id="when" label="Start" problem="validation.dateOrder">
        {(control) => <input type="date" aria-label="Date" {...control} />}
      </FormFieldset>,
    );
    const group = screen.getByRole('group', { name: 'Start' });
    expect(group.getAttribute('aria-describedby')).toBe('when-error');
  });
});
