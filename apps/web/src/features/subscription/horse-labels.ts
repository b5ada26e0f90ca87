import { findHorseUsage } from '@app/domain/constants';
import type { Locale } from '@app/domain/locale';
import type { HorsePackName } from '@app/domain/schemas/subscriptions';
import type { SubscriptionForm } from './subscription-store';

/** The usage label in the page's locale (the domain's list holds fr and de, spec 000 §3.3). */
export function horseUsageLabel(
  form: Pick<SubscriptionForm, 'usage_detail'>,
  locale: Locale,
): string {
  const entry = form.usage_detail ? findHorseUsage(form.usage_detail) : undefined;
  return entry ? entry.label[locale] : (form.usage_detail ?? '');
}

const packLabels: Record<HorsePackName, string> = {
  prima: 'subscription.horse.pack.prima',
  optima: 'subscription.horse.pack.optima',
  ultima: 'subscription.horse.pack.ultima',
  none: 'subscription.horse.pack.none',
};

export const packFeatures: Record<HorsePackName, string> = {
  prima: 'subscription.horse.pack.feature.prima',
  optima: 'subscription.horse.pack.feature.optima',
  ultima: 'subscription.horse.pack.feature.ultima',
  none: 'subscription.horse.pack.feature.none',
};

/** The animal-information extras of a horse (spec 000 §3.1) and their labels. */
export const horseTextFieldLabels = {
  animal_defects: 'subscription.horse.field.animal_defects',
  previous_owner_info: 'subscription.horse.field.previous_owner_info',
  ecurie_details: 'subscription.horse.field.ecurie_details',
  veterinarian_name: 'subscription.horse.field.veterinarian_name',
} as const;

/** Prima, Optima, Ultima or "no treatment-cost insurance". */
export function horsePackLabel(pack: HorsePackName, t: (id: string) => string): string {
  return t(packLabels[pack]);
}
