import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { renderInApp } from '../../test/render-in-app.tsx';
import { useContractForm } from './use-contract-form.ts';

afterEach(cleanup);

const schema = z.object({ text: z.string().min(1, 'validation.required') });

function NoteForm({
  send,
  ownChecks,
}: {
  send: (text: string) => Promise<unknown>;
  ownChecks?: (text: string) => Record<string, string>;
}) {
  const [text, setText] = useState('');
  const mutation = useMutation({ mutationFn: send });
  const form = useContractForm({
    schema,
    mutation,
    ...(ownChecks ? { ownChecks: () => ownChecks(text) } : {}),
  });
  return (
    <form
      onSubmit={form.onSubmit(
        () => ({ text }),
        () => mutation.mutateAsync(text),
      )}
    >
      <input aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />
      <p data-testid="problem">{form.problems.text ?? ''}</p>
      <p data-testid="form-error">{form.formError ?? ''}</p>
      <button type="submit" disabled={form.isPending}>
        send
      </button>
    </form>
  );
}

describe('useContractForm', () => {
  it('checks the contract schema first, then shows the server’s field problems', async () => {
    const send = vi.fn((_text: string) =>
      Promise.reject(new ApiError('invalid_input', 400, { text: ['validation.tooLong'] })),
    );
    await renderInApp(<NoteForm send={send} />);

    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByTestId('problem').textContent).toBe('validation.required');
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('text'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('problem').textContent).toBe('validation.tooLong'),
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('form-error').textContent).not.toBe('');
  });

  it('adds the form’s own checks to the schema’s, its own problem of a field first', async () => {
    const send = vi.fn((_text: string) => Promise.resolve());
    const ownChecks = (text: string): Record<string, string> =>
      text === 'nope' || text === '' ? { text: 'validation.invalid' } : {};
    await renderInApp(<NoteForm send={send} ownChecks={ownChecks} />);

    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByTestId('problem').textContent).toBe('validation.invalid');

    fireEvent.change(screen.getByLabelText('text'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByTestId('problem').textContent).toBe('validation.invalid');
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('text'), { target: { value: 'fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('problem').textContent).toBe('');
  });

  it('shows a failure the call answered rather than threw, and its field problems', async () => {
    const send = vi.fn((_text: string) =>
      Promise.resolve({
        status: false,
        msg: 'invalid',
        code: 'invalid_input',
        fields: { text: ['validation.tooLong'] },
      }),
    );
    await renderInApp(<NoteForm send={send} />);

    fireEvent.change(screen.getByLabelText('text'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('problem').textContent).toBe('validation.tooLong'),
    );
    expect(screen.getByTestId('form-error').textContent).toBe('Some fields are not valid');
  });

  it('forgets the last answer when the form is sent again and its checks fail', async () => {
    const send = vi.fn((_text: string) => Promise.reject(new ApiError('internal', 500)));
    await renderInApp(<NoteForm send={send} />);

    fireEvent.change(screen.getByLabelText('text'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await vi.waitFor(() => expect(screen.getByTestId('form-error').textContent).not.toBe(''));

    fireEvent.change(screen.getByLabelText('text'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await vi.waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe(''));
    expect(screen.getByTestId('problem').textContent).toBe('validation.required');
  });
});
