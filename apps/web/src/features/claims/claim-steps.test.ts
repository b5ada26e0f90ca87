import { describe, expect, it } from 'vitest';
import { indicatorOf, indicatorStepsOf, stepsOf } from './claim-steps';

describe('the claim step indicator (spec 001 §2.1)', () => {
  it('shows 7 steps for a new claim; only the steps done are links', () => {
    const { steps, currentIndex } = indicatorStepsOf({ type: 'new', reachedStep: 5 }, 3);
    expect(currentIndex).toBe(2);
    expect(steps.map((item) => item.step)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // steps beyond the current one are never links, even when reached before
    expect(steps.filter((item) => item.canOpen).map((item) => item.step)).toEqual([1, 2]);
  });

  it('shows 3 steps for an existing claim: bank information, documents, confirmation', () => {
    // spec 001 §2.1: the steps 5 to 7, shifted by 4 (issue 12)
    const { steps, currentIndex } = indicatorStepsOf({ type: 'existing', reachedStep: 6 }, 6);
    expect(currentIndex).toBe(1);
    expect(steps.map((item) => item.step)).toEqual([5, 6, 7]);
    expect(indicatorOf({ type: 'existing' }).steps.map((item) => item.number)).toEqual([1, 2, 3]);
    expect(steps.filter((item) => item.canOpen).map((item) => item.step)).toEqual([5]);
    expect(stepsOf({ type: 'existing' })).toEqual([1, 5, 6, 7]);
    // the identification before them has no number
    expect(indicatorStepsOf({ type: 'existing', reachedStep: 1 }, 1).currentIndex).toBe(-1);
  });

  it('has no links on the final screen', () => {
    const { steps, currentIndex } = indicatorStepsOf({ type: 'new', reachedStep: 7 }, 7);
    expect(currentIndex).toBe(6);
    expect(steps.some((item) => item.canOpen)).toBe(false);
  });
});
