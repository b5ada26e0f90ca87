import type { BusinessLine } from '../business-lines';
import {
  healthCertificateAge,
  onlineSubscriptionMaxAge,
  treatmentLookBackMonths,
} from '../constants';
import { addMonths, ageInYears, compareDates, type IsoDate } from '../dates/calendar';
import { isOwnChannel } from './channel';

// Who may subscribe online and what an offer needs, by age and treatment (kept apart from the
// channel rules, which the home page reads without the calendar: home-js budget).

export interface OnlineSubscriptionFacts {
  businessLine: BusinessLine;
  partnerKey: string | undefined | null;
  referrerKey: string | undefined | null;
  hasBeenTreatedLately: boolean;
  birth: IsoDate;
  policyStart: IsoDate;
}

/**
 * spec 000 §4 "Request type": a subscription (rather than an offer) is possible only on the own
 * channel (partner and referrer), for a dog or a cat not treated lately and not older than
 * 9 years at the start of the policy. Anything else is an offer.
 */
export function canSubscribeOnline(facts: OnlineSubscriptionFacts): boolean {
  return (
    isOwnChannel(facts.partnerKey) &&
    isOwnChannel(facts.referrerKey) &&
    facts.businessLine !== 'horse' &&
    !facts.hasBeenTreatedLately &&
    ageInYears(facts.birth, facts.policyStart) <= onlineSubscriptionMaxAge
  );
}

/** The earliest date a treatment counts as "lately" (6 months look-back, spec 000 §9). */
export function treatmentLookBackStart(today: IsoDate): IsoDate {
  return addMonths(today, -treatmentLookBackMonths);
}

export function isAdult(birth: IsoDate, today: IsoDate): boolean {
  return compareDates(birth, today) <= 0 && ageInYears(birth, today) >= 18;
}

export type HealthCertificateReason = 'age' | 'treatment';

/**
 * Why an offer must come back with a certificate from the vet (spec 000 §4, §5): the age at the
 * start (dog and cat from 9 years, horse from 29), and a treatment in the last 6 months (the
 * vet's report on it). Empty when none is needed.
 */
export function healthCertificateReasons(facts: {
  businessLine: BusinessLine;
  ageYears: number;
  hasBeenTreatedLately: boolean;
}): HealthCertificateReason[] {
  const reasons: HealthCertificateReason[] = [];
  if (facts.ageYears >= healthCertificateAge[facts.businessLine]) reasons.push('age');
  if (facts.hasBeenTreatedLately) reasons.push('treatment');
  return reasons;
}
