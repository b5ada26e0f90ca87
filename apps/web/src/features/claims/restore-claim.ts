import type { ClaimCaseType } from '@app/domain/claims/constants';
import { formatIban } from '@app/domain/claims/iban';
import { parseDate, toSwissDate } from '@app/domain/dates/calendar';
import type { ResumedDraft } from '../../lib/resume-links';
import { adoptDraft, type ClaimDraft, type ClaimFlowType, emptyDraft } from './claim-draft';
import { stepOfRoute } from './claim-steps';

type Data = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
/** Yes/no answers are kept as 'true', 'false' or '' by the steps' forms. */
const answer = (value: unknown) => (typeof value === 'boolean' ? String(value) : '');
const swissDateOf = (value: unknown) => {
  const date = parseDate(text(value));
  return date ? toSwissDate(date) : text(value);
};

/** The draft of a resumed claim (server data in API names) in the flow's shapes. */
export function draftOfResumed(resumed: ResumedDraft): ClaimDraft {
  const data = resumed.data as Data;
  const empty = emptyDraft();
  const type = (resumed.type === 'existing' ? 'existing' : 'new') as ClaimFlowType;
  const step = stepOfRoute(resumed.resume_route as Parameters<typeof stepOfRoute>[0]) ?? 2;
  return {
    ...empty,
    type,
    user_token: resumed.user_token,
    policyholder: {
      ...empty.policyholder,
      first_name: text(data.first_name),
      last_name: text(data.last_name),
      policy_id: text(data.policy_id),
      animal_name: text(data.animal_name),
      email: text(data.email),
      web_identification_number: text(data.web_identification_number),
    },
    case_type: (text(data.case_type) || undefined) as ClaimCaseType | undefined,
    caseDetail: {
      case_date: data.case_date ? swissDateOf(data.case_date) : '',
      case_time: text(data.case_time),
      third_party_involved: answer(data.third_party_involved),
      address: text(data.address),
      zip: text(data.zip),
      city: text(data.city),
      has_second_insurance: answer(data.has_second_insurance),
      has_had_similar_problem: answer(data.has_had_similar_problem),
      animal_is_cured: answer(data.animal_is_cured),
    },
    description: {
      description: text(data.description),
      veterinarian_diagnostic: text(data.veterinarian_diagnostic),
    },
    bankInfo: {
      bank_account_name: text(data.bank_account_name),
      iban: data.iban ? formatIban(text(data.iban)) : '',
    },
    // files are tied to a claim only when its documents are sent: none to take over
    documents: [],
    reachedStep: step,
    // opened by an e-mail's signed link: its identification is not asked again
    isIdentifiedByLink: type === 'existing' && !!data.identified_by,
  };
}

/** A resume link's claim draft (issue 13) becomes the declaration of this visit. */
export async function restoreClaim(resumed: ResumedDraft): Promise<void> {
  adoptDraft(draftOfResumed(resumed));
}
