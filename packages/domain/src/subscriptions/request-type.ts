import type { BusinessLine } from '../business-lines';
import { onlineSubscriptionMaxAge } from '../constants';
import { ageInYears, parseDate } from '../dates/calendar';
import { isOwnChannel } from './channel';
import {
  canSubscribeOnline,
  type HealthCertificateReason,
  healthCertificateReasons,
} from './online-subscription';

/** What the last step of the wizard sends: a subscription or an offer request (spec 000 §4). */
export type RequestType = 'subscription' | 'offer';

export interface RequestTypeDecision {
  /** What will be sent; null while the server's answer is awaited. */
  type: RequestType | null;
  /** The user may choose between a subscription and an offer. */
  canChoose: boolean;
  /** spec 000 §4: the server refused online subscription → ask to use the contact form. */
  isRefusedByServer: boolean;
}

/** The wizard's facts the decision reads (dates as typed or stored, DD.MM.YYYY or ISO). */
export interface RequestTypeFacts {
  business_line: BusinessLine;
  partner_key: string;
  referrer_key: string;
  has_been_treated_lately?: boolean | undefined;
  animal_date_of_birth: string;
  policy_start_date: string;
  request_type?: RequestType | undefined;
}

const needsServerStatus = (line: BusinessLine) => line === 'dog' || line === 'cat';

/**
 * spec 000 §4 "Request type": the domain rule (channel, treatment, animal, age) and, for a dog
 * or a cat, the server's can-subscribe-online status decide whether a subscription is possible.
 * If it is, the user chooses (subscription by default); otherwise it is an offer, no choice.
 */
export function decideRequestType(
  form: RequestTypeFacts,
  serverStatus: boolean | undefined,
): RequestTypeDecision {
  const birth = parseDate(form.animal_date_of_birth);
  const start = parseDate(form.policy_start_date);
  const allowedByRules =
    birth !== null &&
    start !== null &&
    canSubscribeOnline({
      businessLine: form.business_line,
      partnerKey: form.partner_key,
      referrerKey: form.referrer_key,
      hasBeenTreatedLately: form.has_been_treated_lately === true,
      birth,
      policyStart: start,
    });
  if (!allowedByRules) return { type: 'offer', canChoose: false, isRefusedByServer: false };
  if (needsServerStatus(form.business_line)) {
    if (serverStatus === undefined)
      return { type: null, canChoose: false, isRefusedByServer: false };
    if (!serverStatus) return { type: 'offer', canChoose: false, isRefusedByServer: true };
  }
  return {
    type: form.request_type ?? 'subscription',
    canChoose: true,
    isRefusedByServer: false,
  };
}

/**
 * What step 1 already knows about the request type (issue 12: tell it before four more steps,
 * not only at the last one): why the request will be an offer, and whether the offer will ask
 * for a health certificate because of the age. A treatment is asked later (animal step), so
 * step 1 can only mention it.
 */
export type QuoteOfferReason = 'channel' | 'horse' | 'age';

export interface QuoteOfferNotice {
  reason: QuoteOfferReason;
  /** The age at the start of the policy, when the dates are known. */
  ageYears: number | null;
  certificate: HealthCertificateReason[];
}

export function offerNoticeAtQuote(
  form: Pick<
    RequestTypeFacts,
    'business_line' | 'partner_key' | 'referrer_key' | 'animal_date_of_birth' | 'policy_start_date'
  >,
): QuoteOfferNotice | null {
  const birth = parseDate(form.animal_date_of_birth);
  const start = parseDate(form.policy_start_date);
  const ageYears = birth && start ? ageInYears(birth, start) : null;
  const certificate =
    ageYears === null
      ? []
      : healthCertificateReasons({
          businessLine: form.business_line,
          ageYears,
          hasBeenTreatedLately: false,
        });
  if (!isOwnChannel(form.partner_key) || !isOwnChannel(form.referrer_key)) {
    return { reason: 'channel', ageYears, certificate };
  }
  if (form.business_line === 'horse') return { reason: 'horse', ageYears, certificate };
  if (ageYears !== null && ageYears > onlineSubscriptionMaxAge) {
    return { reason: 'age', ageYears, certificate };
  }
  return null;
}
