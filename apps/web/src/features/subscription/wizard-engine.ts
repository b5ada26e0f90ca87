import type { BusinessLine } from '@app/domain/business-lines';
import type { Locale } from '@app/domain/locale';
import { href, type RouteName, routeTable } from '@app/domain/routes';
import { stepRoute } from './subscription-routes';
import type { RequestType, SubscriptionForm } from './subscription-store';

/**
 * The one wizard engine of the subscription (spec 000 §2.4, §4; CONVENTIONS "one wizard
 * engine"): each animal is a configuration — its steps in order, each with its route and the
 * kind of screen it shows. The next route of a step is the following entry; the last step leads
 * to the confirmation of the request type. The horse flow (6 steps: choix-pack with prima,
 * optima, ultima or none, then choix-complementaire) is one more configuration, with the two
 * screens it names.
 */

export type StepKind =
  | 'quote'
  | 'pet-pack'
  | 'horse-pack'
  | 'horse-option'
  | 'animal'
  | 'owner'
  | 'payment';

export interface WizardStep {
  kind: StepKind;
  route: RouteName;
}

export interface WizardConfig {
  businessLine: BusinessLine;
  steps: readonly WizardStep[];
}

const quoteStep: WizardStep = { kind: 'quote', route: 'subscription-step-1' };

export const dogWizard: WizardConfig = {
  businessLine: 'dog',
  steps: [
    quoteStep,
    { kind: 'pet-pack', route: stepRoute('dog', 2) },
    { kind: 'animal', route: stepRoute('dog', 3) },
    { kind: 'owner', route: stepRoute('dog', 4) },
    { kind: 'payment', route: stepRoute('dog', 5) },
  ],
};

export const catWizard: WizardConfig = {
  businessLine: 'cat',
  steps: [
    quoteStep,
    { kind: 'pet-pack', route: stepRoute('cat', 2) },
    { kind: 'animal', route: stepRoute('cat', 3) },
    { kind: 'owner', route: stepRoute('cat', 4) },
    { kind: 'payment', route: stepRoute('cat', 5) },
  ],
};

/** spec 000 §2.4: the horse has 6 steps; its requests always end as offers (spec 000 §4). */
export const horseWizard: WizardConfig = {
  businessLine: 'horse',
  steps: [
    quoteStep,
    { kind: 'horse-pack', route: stepRoute('horse', 2) },
    { kind: 'horse-option', route: stepRoute('horse', 3) },
    { kind: 'animal', route: stepRoute('horse', 4) },
    { kind: 'owner', route: stepRoute('horse', 5) },
    { kind: 'payment', route: stepRoute('horse', 6) },
  ],
};

/** The animals the wizard takes, in the order of the animal selector of step 1. */
export const wizards: Partial<Record<BusinessLine, WizardConfig>> = {
  dog: dogWizard,
  cat: catWizard,
  horse: horseWizard,
};

export const wizardBusinessLines = Object.keys(wizards) as BusinessLine[];

export function wizardOf(businessLine: BusinessLine | undefined): WizardConfig | undefined {
  return businessLine ? wizards[businessLine] : undefined;
}

/** The configuration and 0-based index of a step route (step 1 belongs to every animal). */
export function locateStep(
  route: RouteName,
  businessLine: BusinessLine,
): { config: WizardConfig; index: number } | null {
  const own = wizardOf(businessLine);
  const ownIndex = own?.steps.findIndex((step) => step.route === route) ?? -1;
  if (own && ownIndex >= 0) return { config: own, index: ownIndex };
  for (const config of Object.values(wizards)) {
    const index = config?.steps.findIndex((step) => step.route === route) ?? -1;
    if (config && index >= 0) return { config, index };
  }
  return null;
}

export const isStepRoute = (route: RouteName) =>
  Object.values(wizards).some((config) => config?.steps.some((step) => step.route === route));

/** spec 000 §2.4: the last step leads to the confirmation of what was sent. */
export function confirmationRoute(requestType: RequestType): RouteName {
  return requestType === 'offer' ? 'subscription-offer-confirmation' : 'subscription-confirmation';
}

/** The route after a step: the next entry, or the confirmation after the last one. */
export function nextRoute(
  config: WizardConfig,
  index: number,
  requestType: RequestType = 'subscription',
): RouteName {
  return config.steps[index + 1]?.route ?? confirmationRoute(requestType);
}

export function previousRoute(config: WizardConfig, index: number): RouteName | null {
  return index > 0 ? (config.steps[index - 1]?.route ?? null) : null;
}

export function indexOfKind(config: WizardConfig, kind: StepKind): number {
  return config.steps.findIndex((step) => step.kind === kind);
}

/**
 * spec 000 §2.4, §4: a step opens only once the server has accepted the way to it (its number
 * is at most the reached step) for the animal of the stored form; otherwise the furthest
 * reached step of that animal (or step 1) opens instead. Null: the step may open.
 */
export function guardStep(
  config: WizardConfig,
  index: number,
  form: Pick<SubscriptionForm, 'business_line' | 'user_token' | 'reached_step'>,
): RouteName | null {
  if (index <= 0) return null;
  const own = wizardOf(form.business_line);
  if (!own || own !== config || !form.user_token) return quoteStep.route;
  if (index + 1 <= form.reached_step) return null;
  const furthest = Math.max(0, Math.min(form.reached_step, own.steps.length) - 1);
  return own.steps[furthest]?.route ?? quoteStep.route;
}

/** After step `index` (0-based) was accepted, the steps up to the next one are reachable. */
export function reachedAfter(index: number, reached: number): number {
  return Math.max(reached, index + 2);
}

/**
 * spec 000 §2.2, §2.3: the quick calculators continue at the animal step of the wizard,
 * /souscription/{animal}/informations-animal, in German its /de/souscription/… alias.
 */
export function animalStepPath(config: WizardConfig, locale: Locale): string {
  const route = config.steps[indexOfKind(config, 'animal')]?.route ?? quoteStep.route;
  const definition = routeTable[route] as { aliases?: readonly string[] };
  return locale === 'de' ? (definition.aliases?.[0] ?? href(route, locale)) : href(route, locale);
}
