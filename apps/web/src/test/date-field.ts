import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Types into a date field (shared/forms/date-field.tsx) as a person does: focus its first part
 * and press the digits, each part moving on to the next when full ("15122026", "0930"). The
 * field is found by its name once its code has loaded (a pattern for a required field's name,
 * which ends in "(required)", joined without its space by the test library).
 */
export async function typeInDateField(name: string | RegExp, digits: string): Promise<void> {
  // The field's code is a chunk of its own: the first import in a test file takes a moment.
  await import('../shared/forms/date-field-parts.tsx');
  const group = await screen.findByRole('group', { name });
  const [first] = within(group).getAllByRole('spinbutton');
  if (!first) throw new Error(`the date field ${String(name)} has no parts`);
  act(() => first.focus());
  for (const key of digits) {
    const part = document.activeElement;
    if (!part) throw new Error(`nothing is focused while typing "${digits}" into ${String(name)}`);
    // What a browser sends a content-editable part as a key is typed (React Aria reads it).
    fireEvent(
      part,
      new InputEvent('beforeinput', {
        data: key,
        inputType: 'insertText',
        bubbles: true,
        cancelable: true,
      }),
    );
  }
}
