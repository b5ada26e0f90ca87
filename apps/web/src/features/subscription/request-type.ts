import type { BusinessLine } from '@app/domain/business-lines';
import { parseDate } from '@app/domain/dates/calendar';
import { canSubscribeOnline } from '@app/domain/subscriptions/channel';
import type { RequestType, SubscriptionForm } from './subscription-store';

export interface RequestTypeDecision {
  /** What will be sent; null while the server's answer is awaited. */
  type: RequestType | null;
  /** The user may choose between a subscription and an offer. */
  canChoose: boolean;
  /** spec 000 §4: the server refused online subscription → ask to use the contact form. */
  isRefusedByServer: boolean;
}

type Facts = Pick<
  SubscriptionForm,
  | 'business_line'
  | 'partner_key'
  | 'referrer_key'
  | 'has_been_treated_lately'
  | 'animal_date_of_birth'
  | 'policy_start_date'
  | 'request_type'
>;

const needsServerStatus = (line: BusinessLine) => line === 'dog' || line === 'cat';

/**
 * spec 000 §4 "Request type": the domain rule (channel, treatment, animal, age) and, for a dog
 * or a cat, the server's can-subscribe-online status decide whether a subscription is possible.
 * If it is, the user chooses (subscription by default); otherwise it is an offer, no choice.
 */
export function decideRequestType(
  form: Facts,
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
