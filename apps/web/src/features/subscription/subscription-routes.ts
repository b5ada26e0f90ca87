import type { RouteName } from '@app/domain/routes';

/**
 * The route names of the dog, cat and horse wizard. The route table builds the step routes with
 * Object.fromEntries, so their names are not part of the RouteName type (reported to the lead);
 * they exist at run time, and this one place turns the spelled names into route names.
 * Tiny on purpose: the shell's router and page list import it.
 */
export function stepRoute(animal: 'dog' | 'cat' | 'horse', step: number): RouteName {
  return `subscription-${animal}-step-${step}` as string as RouteName;
}

export const subscriptionRouteNames: readonly RouteName[] = [
  'subscription-step-1',
  ...(['dog', 'cat'] as const).flatMap((animal) =>
    [2, 3, 4, 5].map((step) => stepRoute(animal, step)),
  ),
  ...[2, 3, 4, 5, 6].map((step) => stepRoute('horse', step)),
  'subscription-confirmation',
  'subscription-offer-confirmation',
];
