import { describe, expect, it } from 'vitest';
import { stepRoute } from './subscription-routes';
import {
  catWizard,
  confirmationRoute,
  dogWizard,
  guardStep,
  horseWizard,
  indexOfKind,
  locateStep,
  nextRoute,
  previousRoute,
  reachedAfter,
  wizardOf,
} from './wizard-engine';

const token = 'a-user-token-of-the-server';

describe('wizard configurations (spec 000 §2.4)', () => {
  it.each([
    [dogWizard, 'dog'],
    [catWizard, 'cat'],
  ] as const)('has five steps for the %s', (config, animal) => {
    expect(config.steps.map((step) => step.route)).toEqual([
      'subscription-step-1',
      stepRoute(animal, 2),
      stepRoute(animal, 3),
      stepRoute(animal, 4),
      stepRoute(animal, 5),
    ]);
    expect(config.steps.map((step) => step.kind)).toEqual([
      'quote',
      'pet-pack',
      'animal',
      'owner',
      'payment',
    ]);
  });

  it('has six steps for the horse, with the pack and the death/invalidity option', () => {
    expect(wizardOf('horse')).toBe(horseWizard);
    expect(horseWizard.steps.map((step) => step.kind)).toEqual([
      'quote',
      'horse-pack',
      'horse-option',
      'animal',
      'owner',
      'payment',
    ]);
    expect(horseWizard.steps.map((step) => step.route)).toEqual([
      'subscription-step-1',
      ...[2, 3, 4, 5, 6].map((step) => stepRoute('horse', step)),
    ]);
    expect(nextRoute(horseWizard, 2)).toBe(stepRoute('horse', 4));
    expect(nextRoute(horseWizard, 5, 'offer')).toBe('subscription-offer-confirmation');
    expect(locateStep(stepRoute('horse', 3), 'dog')).toEqual({ config: horseWizard, index: 2 });
  });

  it('knows the next and previous route of each step', () => {
    expect(nextRoute(dogWizard, 0)).toBe(stepRoute('dog', 2));
    expect(nextRoute(catWizard, 2)).toBe(stepRoute('cat', 4));
    expect(previousRoute(dogWizard, 0)).toBeNull();
    expect(previousRoute(dogWizard, 3)).toBe(stepRoute('dog', 3));
  });

  it('leads from the last step to the confirmation of the request type', () => {
    expect(nextRoute(dogWizard, 4)).toBe('subscription-confirmation');
    expect(nextRoute(dogWizard, 4, 'offer')).toBe('subscription-offer-confirmation');
    expect(confirmationRoute('offer')).toBe('subscription-offer-confirmation');
  });

  it('locates a route in the configuration of its animal', () => {
    expect(locateStep(stepRoute('cat', 3), 'dog')).toEqual({ config: catWizard, index: 2 });
    expect(locateStep('subscription-step-1', 'cat')).toEqual({ config: catWizard, index: 0 });
    expect(locateStep('home', 'dog')).toBeNull();
    expect(indexOfKind(dogWizard, 'animal')).toBe(2);
  });
});

describe('step guards (spec 000 §2.4, §4)', () => {
  const form = { business_line: 'dog' as const, user_token: token, reached_step: 3 };

  it('always opens step 1', () => {
    expect(guardStep(dogWizard, 0, { ...form, user_token: undefined, reached_step: 1 })).toBeNull();
  });

  it('opens the steps reached so far', () => {
    expect(guardStep(dogWizard, 1, form)).toBeNull();
    expect(guardStep(dogWizard, 2, form)).toBeNull();
  });

  it('sends a step not reached yet to the furthest reached one', () => {
    expect(guardStep(dogWizard, 3, form)).toBe(stepRoute('dog', 3));
    expect(guardStep(dogWizard, 4, { ...form, reached_step: 2 })).toBe(stepRoute('dog', 2));
  });

  it('sends to step 1 without a token or for another animal', () => {
    expect(guardStep(dogWizard, 1, { ...form, user_token: undefined })).toBe('subscription-step-1');
    expect(guardStep(catWizard, 1, form)).toBe('subscription-step-1');
  });

  it('reaches the next step once a step is accepted, never less', () => {
    expect(reachedAfter(0, 1)).toBe(2);
    expect(reachedAfter(1, 5)).toBe(5);
    expect(reachedAfter(3, 4)).toBe(5);
  });
});
