import { describe, expect, it } from 'vitest';
import { actionEndpoints } from './action-endpoints.ts';
import { actions } from './registry.ts';

describe('the map of action endpoints', () => {
  it('names every action of the registry with its own endpoint, and nothing else', () => {
    const fromRegistry = Object.fromEntries(
      Object.entries(actions).map(([name, action]) => [name, action.endpoint]),
    );
    expect(actionEndpoints).toEqual(fromRegistry);
  });
});
