import { brand } from '../brand';
import type { BusinessLine } from '../business-lines';

/**
 * spec 000 §1, §6: the own channel is a partner key that is empty or the product's own key;
 * any other key is a partner channel (intermediary block, offer only).
 */
export function isOwnChannel(partnerKey: string | undefined | null): boolean {
  return !partnerKey || partnerKey === brand.ownPartnerKey;
}

export function isPartnerInsurer(partnerKey: string | undefined | null): boolean {
  return partnerKey === brand.partnerInsurerKey;
}

/** spec 000 §1, §6: a partner channel offers dogs and cats only (the own channel every animal). */
export const partnerChannelAnimals: readonly BusinessLine[] = ['dog', 'cat'];

export function isOfferedOnChannel(
  businessLine: BusinessLine,
  partnerKey: string | undefined | null,
): boolean {
  return isOwnChannel(partnerKey) || partnerChannelAnimals.includes(businessLine);
}
