import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions, type ActionBody } from '../../../test/render-in-app.tsx';
import { NotificationsCard } from './notifications-card.tsx';

/** A server that holds each change back until the test answers it, in the order they came. */
function stubSlowServer() {
  const waiting: Array<(reply: unknown) => void> = [];
  const calls = stubActions(
    (body: ActionBody) =>
      new Promise((resolve) => {
        if (body.action === 'changeNotificationSetting') waiting.push(resolve);
        else resolve({ status: true });
      }),
  );
  const changes = () => calls.filter((call) => call.action === 'changeNotificationSetting');
  /** Answers the oldest change still waiting. */
  const answer = async (reply: unknown = { status: true, msg: 'updated' }) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(() => Promise.resolve(waiting.shift()?.(reply)));
  };
  return { changes, answer };
}

async function renderCard() {
  const onSaved = vi.fn();
  await renderInApp(<NotificationsCard messages={false} newsletter onSaved={onSaved} />);
  const messages = screen.getByRole<HTMLInputElement>('switch', {
    name: /^Messages/,
  });
  return { onSaved, messages };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notification switches', () => {
  it('keep the focus while a change is saved, and report it saved once', async () => {
    const server = stubSlowServer();
    const { onSaved, messages } = await renderCard();
    act(() => messages.focus());
    fireEvent.click(messages);
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    // Saving: still on, still enabled, still focused.
    expect(messages.checked).toBe(true);
    expect(messages.disabled).toBe(false);
    expect(document.activeElement).toBe(messages);
    await server.answer();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(messages);
    expect(server.changes()).toEqual([
      { action: 'changeNotificationSetting', type: 'message', setting: true },
    ]);
  });

  it('save quick changes one after the other, in order, each reported once', async () => {
    const server = stubSlowServer();
    const { onSaved, messages } = await renderCard();
    act(() => messages.focus());
    fireEvent.click(messages);
    fireEvent.click(messages);
    expect(messages.checked).toBe(false);
    // The second waits for the first.
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    await server.answer();
    await waitFor(() => expect(server.changes()).toHaveLength(2));
    await server.answer();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(server.changes().map((change) => change.setting)).toEqual([true, false]);
    expect(messages.checked).toBe(false);
    expect(document.activeElement).toBe(messages);
  });

  it('go back and say why when the server refuses, with nothing reported saved', async () => {
    const server = stubSlowServer();
    const { onSaved, messages } = await renderCard();
    fireEvent.click(messages);
    await server.answer({ status: false, msg: 'Nope', code: 'internal' });
    await waitFor(() => expect(messages.checked).toBe(false));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
