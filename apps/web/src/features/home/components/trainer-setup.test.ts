import { describe, expect, it } from 'vitest';
import { setupSteps } from './trainer-setup.tsx';

const states = (steps: ReturnType<typeof setupSteps>) => steps.map((step) => step.done);

describe('setupSteps', () => {
  it('ticks nothing for a visitor', () => {
    expect(states(setupSteps(false, null))).toEqual([false, false, false, false, false]);
  });

  it('ticks each step from the viewer data, with where each one is done', () => {
    const steps = setupSteps(true, {
      isProvider: true,
      profileFilled: false,
      topics: 1,
      publishedTopics: 0,
    });
    expect(states(steps)).toEqual([true, true, false, true, false]);
    expect(steps.map((step) => step.href)).toEqual([
      null,
      '/settings',
      '/addtopic',
      '/addtopic',
      '/manage_topic',
    ]);
  });
});
