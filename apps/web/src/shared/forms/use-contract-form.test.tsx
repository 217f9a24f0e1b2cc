import { fireEvent, screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { renderInApp } from '../../test/render-in-app.tsx';
import { useContractForm } from './use-contract-form.ts';

const schema = z.object({ text: z.string().min(1, 'validation.required') });

function NoteForm({ send }: { send: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const mutation = useMutation({ mutationFn: send });
  const form = useContractForm({ schema, mutation });
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
});
