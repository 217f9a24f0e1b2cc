import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app.tsx';
import { QueryStates } from './query-states.tsx';

afterEach(cleanup);

const query = (isPlaceholderData: boolean) => ({
  isPending: false,
  isError: false,
  error: null,
  data: { year: 2025 },
  isPlaceholderData,
});

describe('a block fed by one query', () => {
  it('marks the previous figures busy while the ones asked for load, and not once they are in', async () => {
    const view = await renderInApp(
      <QueryStates query={query(true)}>{(data) => <p>Figures of {data.year}</p>}</QueryStates>,
    );
    expect(screen.getByText('Figures of 2025').closest('[aria-busy="true"]')).not.toBeNull();
    view.unmount();
    await renderInApp(
      <QueryStates query={query(false)}>{(data) => <p>Figures of {data.year}</p>}</QueryStates>,
    );
    expect(screen.getByText('Figures of 2025').closest('[aria-busy]')).toBeNull();
  });
});
