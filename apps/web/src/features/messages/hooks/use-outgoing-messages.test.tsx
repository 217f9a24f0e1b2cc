import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOutgoingMessages } from './use-outgoing-messages.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (problem: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useOutgoingMessages', () => {
  it('shows a message as sending, then lets it go once the server accepted it', async () => {
    const reply = deferred();
    const send = vi.fn(() => reply.promise);
    const { result } = renderHook(() => useOutgoingMessages({ send, describe: () => 'x' }));
    act(() => result.current.submit('Ciao'));
    expect(result.current.outgoing).toEqual([
      expect.objectContaining({ text: 'Ciao', state: 'sending' }),
    ]);
    await act(async () => {
      reply.resolve();
      await reply.promise;
    });
    expect(result.current.outgoing).toEqual([]);
  });

  it('keeps a failed message with the reason, and Retry sends the same text again', async () => {
    const first = deferred();
    const second = deferred();
    const send = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const describe = vi.fn(() => 'You cannot send messages to this person');
    const { result } = renderHook(() => useOutgoingMessages({ send, describe }));
    act(() => result.current.submit('Disponibile a marzo?'));
    await act(async () => {
      first.reject(new Error('blocked'));
      await first.promise.catch(() => undefined);
    });
    const [failed] = result.current.outgoing;
    expect(failed).toMatchObject({
      text: 'Disponibile a marzo?',
      state: 'failed',
      problem: 'You cannot send messages to this person',
    });

    act(() => result.current.retry(failed?.key ?? ''));
    expect(send).toHaveBeenLastCalledWith('Disponibile a marzo?');
    expect(result.current.outgoing).toEqual([
      expect.objectContaining({ key: failed?.key, state: 'sending' }),
    ]);
    await act(async () => {
      second.resolve();
      await second.promise;
    });
    expect(result.current.outgoing).toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the order of several messages and retries only the failed one', async () => {
    const replies = [deferred(), deferred()];
    let call = 0;
    const send = vi.fn(() => replies[call++]?.promise ?? Promise.resolve());
    const { result } = renderHook(() => useOutgoingMessages({ send, describe: () => 'no' }));
    act(() => {
      result.current.submit('uno');
      result.current.submit('due');
    });
    await act(async () => {
      replies[0]?.reject(new Error('offline'));
      await replies[0]?.promise.catch(() => undefined);
    });
    expect(result.current.outgoing.map((item) => [item.text, item.state])).toEqual([
      ['uno', 'failed'],
      ['due', 'sending'],
    ]);
    await act(async () => {
      replies[1]?.resolve();
      await replies[1]?.promise;
    });
    expect(result.current.outgoing.map((item) => item.text)).toEqual(['uno']);
  });
});
