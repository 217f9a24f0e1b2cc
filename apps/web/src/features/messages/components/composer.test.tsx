import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageMaxLength } from '@app/contracts/actions/messaging';
import { setUpI18n } from '../../../lib/i18n.ts';
import { Composer, counterThreshold } from './composer.tsx';

async function renderComposer() {
  const i18n = await setUpI18n('en', 'Skillvia');
  const onSend = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Composer onSend={onSend} />
    </I18nextProvider>,
  );
  const input = screen.getByLabelText<HTMLTextAreaElement>('Write a message');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { onSend, input, type };
}

describe('Composer', () => {
  afterEach(cleanup);

  it('sends the trimmed text on Enter and empties the field', async () => {
    const { onSend, input, type } = await renderComposer();
    type('  Buongiorno!  ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Buongiorno!');
    expect(input.value).toBe('');
  });

  it('leaves Shift+Enter to the field (a new line) and sends nothing', async () => {
    const { onSend, input, type } = await renderComposer();
    type('prima riga');
    const event = fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(event).toBe(true); // not prevented: the browser inserts the line break
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send while an input method is composing a word', async () => {
    const { onSend, input, type } = await renderComposer();
    type('にほん');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing blank: Enter on spaces, and the button is disabled', async () => {
    const { onSend, input, type } = await renderComposer();
    type('   \n  ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
  });

  it('keeps line breaks as \\n and sends with the button too', async () => {
    const { onSend, type } = await renderComposer();
    type('uno\r\ndue');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('uno\ndue');
  });

  it('shows a counter only near the 5000-character limit, and holds no more', async () => {
    const { input, type } = await renderComposer();
    type('a'.repeat(counterThreshold - 1));
    expect(screen.queryByTestId('message-counter')).toBeNull();
    type('a'.repeat(counterThreshold));
    expect(screen.getByTestId('message-counter').textContent).toBe(
      `${counterThreshold.toLocaleString('en-GB')} of ${messageMaxLength.toLocaleString('en-GB')} characters`,
    );
    expect(input.maxLength).toBe(messageMaxLength);
  });
});
