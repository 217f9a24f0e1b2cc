import { describe, expect, it } from 'vitest';
import { endpointOf } from './action-endpoints.ts';
import { actions } from './registry.ts';

describe('the map of action endpoints', () => {
  it('gives every action of the registry its own endpoint', () => {
    for (const [name, action] of Object.entries(actions)) {
      expect([name, endpointOf(name as keyof typeof actions)]).toEqual([name, action.endpoint]);
    }
  });
});
