import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render-in-app.tsx';
import { ImageOrderButtons } from './image-order-buttons.tsx';

afterEach(() => {
  cleanup();
});

describe('the order of a listing’s pictures', () => {
  it('offers to make a later picture the cover and to move it either way', async () => {
    const onMove = vi.fn();
    await renderInApp(<ImageOrderButtons index={1} count={3} disabled={false} onMove={onMove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make picture 2 the cover' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 2 later' }));
    expect(onMove.mock.calls).toEqual([[0], [0], [2]]);
  });

  it('has no cover button on the cover, and no move past either end', async () => {
    await renderInApp(<ImageOrderButtons index={0} count={2} disabled={false} onMove={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /cover/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toHaveProperty(
      'disabled',
      true,
    );
    cleanup();
    await renderInApp(<ImageOrderButtons index={1} count={2} disabled={false} onMove={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Move picture 2 later' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
