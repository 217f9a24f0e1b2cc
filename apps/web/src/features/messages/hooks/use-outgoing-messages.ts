import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutgoingMessage } from '../components/message-list.tsx';

interface OutgoingOptions {
  /** Sends one message; rejects when the server refuses or cannot be reached. */
  send: (text: string) => Promise<unknown>;
  /** Says why a send failed, in the reader's words. */
  describe: (problem: unknown) => string;
}

let nextKey = 0;

/**
 * The messages this page is sending: each shows as "sending" until the server accepts it (then it
 * leaves this list, the thread has it), or stays as "failed", with the reason, until retried.
 */
export function useOutgoingMessages({ send, describe }: OutgoingOptions) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const latest = useRef({ send, describe });
  useEffect(() => {
    latest.current = { send, describe };
  });

  const attempt = useCallback((key: string, text: string) => {
    setOutgoing((list) => {
      const entry: OutgoingMessage = { key, text, state: 'sending' };
      if (!list.some((item) => item.key === key)) return [...list, entry];
      return list.map((item) => (item.key === key ? entry : item));
    });
    latest.current.send(text).then(
      () => setOutgoing((list) => list.filter((item) => item.key !== key)),
      (problem: unknown) =>
        setOutgoing((list) =>
          list.map((item) =>
            item.key === key
              ? { ...item, state: 'failed', problem: latest.current.describe(problem) }
              : item,
          ),
        ),
    );
  }, []);

  const submit = useCallback(
    (text: string) => {
      nextKey += 1;
      attempt(`outgoing-${nextKey}`, text);
    },
    [attempt],
  );

  const retry = useCallback(
    (key: string) => {
      const item = outgoing.find((entry) => entry.key === key);
      if (item && item.state === 'failed') attempt(key, item.text);
    },
    [attempt, outgoing],
  );

  return { outgoing, submit, retry };
}
