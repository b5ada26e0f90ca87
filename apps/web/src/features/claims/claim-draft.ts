import {
  type ClaimCaseType,
  type ClaimDocumentType,
  type ClaimType,
  caseDetailFieldsOf,
  type requestEmailClosedType,
} from '@app/domain/claims/constants';
import { useSyncExternalStore } from 'react';

/**
 * The claim declaration wizard state (spec 001 §2.1 "Resuming", §9 "Draft claim kept in local
 * storage"): one store for all steps, written to local storage on every change. A page load
 * starts without an active draft; a saved one is only taken up when the user says so.
 */
export const CLAIM_DRAFT_KEY = 'claim-declaration';

export type ClaimFlowType = ClaimType | typeof requestEmailClosedType;

export interface PolicyholderValues {
  first_name: string;
  last_name: string;
  policy_id: string;
  animal_name: string;
  email: string;
  claim_nr: string;
  description: string;
  web_identification_number: string;
}

/** Step 3 as typed: yes/no answers are 'true', 'false' or '' (not answered yet). */
export interface CaseDetailValues {
  case_date: string;
  case_time: string;
  third_party_involved: string;
  address: string;
  zip: string;
  city: string;
  has_second_insurance: string;
  has_had_similar_problem: string;
  animal_is_cured: string;
}

export interface DescriptionValues {
  description: string;
  veterinarian_diagnostic: string;
}

export interface BankInfoValues {
  bank_account_name: string;
  iban: string;
}

/** An uploaded document and what the user says about it at step 6. */
export interface ClaimDocument {
  id: string;
  name: string;
  size: number;
  type: ClaimDocumentType;
  first_treatment_date: string;
  invoice_amount: string;
}

export interface ClaimDraft {
  type?: ClaimFlowType;
  policyholder: PolicyholderValues;
  user_token?: string;
  case_type?: ClaimCaseType;
  caseDetail: CaseDetailValues;
  description: DescriptionValues;
  bankInfo: BankInfoValues;
  documents: ClaimDocument[];
  claim_number?: string;
  /** The furthest step (1–7) the user may open: the one after the last call accepted. */
  reachedStep: number;
  /** Set once the final screen is reached: the draft is no longer saved. */
  isComplete?: boolean;
  /**
   * An existing claim opened by the signed link of a claim e-mail: the identity is proven by the
   * link (its step 1 is not shown again), and it works until `linkExpiresAt`.
   */
  isIdentifiedByLink?: boolean;
  linkExpiresAt?: string;
}

export function emptyDraft(): ClaimDraft {
  return {
    policyholder: {
      first_name: '',
      last_name: '',
      policy_id: '',
      animal_name: '',
      email: '',
      claim_nr: '',
      description: '',
      web_identification_number: '',
    },
    caseDetail: {
      case_date: '',
      case_time: '',
      third_party_involved: '',
      address: '',
      zip: '',
      city: '',
      has_second_insurance: '',
      has_had_similar_problem: '',
      animal_is_cured: '',
    },
    description: { description: '', veterinarian_diagnostic: '' },
    bankInfo: { bank_account_name: '', iban: '' },
    documents: [],
    reachedStep: 1,
  };
}

let active: ClaimDraft | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function save(draft: ClaimDraft) {
  try {
    storage()?.setItem(CLAIM_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // private mode or full storage: the flow still works, it just cannot be resumed
  }
}

/** The draft saved by an earlier visit, if it is worth resuming (a type was chosen). */
export function readSavedDraft(): ClaimDraft | null {
  try {
    const text = storage()?.getItem(CLAIM_DRAFT_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<ClaimDraft>;
    if (!parsed || typeof parsed !== 'object' || !parsed.type) return null;
    const empty = emptyDraft();
    return {
      ...empty,
      ...parsed,
      policyholder: { ...empty.policyholder, ...parsed.policyholder },
      caseDetail: { ...empty.caseDetail, ...parsed.caseDetail },
      description: { ...empty.description, ...parsed.description },
      bankInfo: { ...empty.bankInfo, ...parsed.bankInfo },
      documents: Array.isArray(parsed.documents) ? parsed.documents : [],
      reachedStep: typeof parsed.reachedStep === 'number' ? parsed.reachedStep : 1,
    };
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The draft of this visit, or null when none was started or resumed yet. */
export function useClaimDraft(): ClaimDraft | null {
  // a prerendered page (issue 14) was rendered with no draft: hydration starts from the same
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => null,
  );
}

export function getClaimDraft(): ClaimDraft | null {
  return active;
}

/** Starts a fresh draft for this visit; the saved one is replaced at the first change. */
export function startDraft(initial: Partial<ClaimDraft> = {}): ClaimDraft {
  forgetCompleted();
  active = { ...emptyDraft(), ...initial };
  emit();
  return active;
}

/** Poursuivre: the saved draft becomes the one of this visit. */
export function resumeSavedDraft(): ClaimDraft | null {
  forgetCompleted();
  active = readSavedDraft();
  emit();
  return active;
}

/** A draft brought from elsewhere (a resume link) becomes the one of this visit, saved. */
export function adoptDraft(draft: ClaimDraft): void {
  forgetCompleted();
  active = draft;
  save(draft);
  emit();
}

/** Recommencer, or a new case after the final screen: nothing kept. */
export function resetDraft(): void {
  try {
    storage()?.removeItem(CLAIM_DRAFT_KEY);
  } catch {
    // nothing to remove
  }
  active = null;
  emit();
}

/**
 * The declaration just completed, for this tab only (issue 12: a reload of the final screen
 * still shows its claim number). Not the draft: nothing of it can be sent again.
 */
export const COMPLETED_CLAIM_KEY = 'claim-declaration-completed';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The final screen's facts of the declaration completed in this tab, if any. */
export function readCompletedDraft(): ClaimDraft | null {
  try {
    const text = sessionStore()?.getItem(COMPLETED_CLAIM_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<ClaimDraft>;
    if (!parsed?.type || parsed.isComplete !== true) return null;
    const empty = emptyDraft();
    return {
      ...empty,
      type: parsed.type,
      claim_number: parsed.claim_number,
      policyholder: { ...empty.policyholder, ...parsed.policyholder },
      reachedStep: 7,
      isComplete: true,
    };
  } catch {
    return null;
  }
}

function forgetCompleted() {
  try {
    sessionStore()?.removeItem(COMPLETED_CLAIM_KEY);
  } catch {
    // nothing kept
  }
}

function keepCompleted(draft: ClaimDraft) {
  // only what the final screen shows: the type, the numbers, the names and the e-mail
  const { type, claim_number, policyholder } = draft;
  try {
    sessionStore()?.setItem(
      COMPLETED_CLAIM_KEY,
      JSON.stringify({
        type,
        claim_number,
        isComplete: true,
        policyholder: {
          first_name: policyholder.first_name,
          last_name: policyholder.last_name,
          animal_name: policyholder.animal_name,
          email: policyholder.email,
          web_identification_number: policyholder.web_identification_number,
        },
      }),
    );
  } catch {
    // private mode: a reload starts afresh
  }
}

/** Every change goes through here and is saved at once (spec 001 §2.1 "Resuming"). */
export function updateDraft(change: (draft: ClaimDraft) => ClaimDraft): void {
  active = change(active ?? emptyDraft());
  if (active.isComplete) {
    try {
      storage()?.removeItem(CLAIM_DRAFT_KEY);
    } catch {
      // nothing to remove
    }
    keepCompleted(active);
  } else {
    save(active);
  }
  emit();
}

/**
 * spec 001 §4: choosing another nature of claim clears the step-3 answers it does not ask
 * (disease clears time, third party, address and other insurance).
 */
export function withCaseType(draft: ClaimDraft, caseType: ClaimCaseType): ClaimDraft {
  const asked = new Set<string>(caseDetailFieldsOf(caseType));
  const caseDetail = { ...draft.caseDetail };
  for (const field of Object.keys(caseDetail) as (keyof CaseDetailValues)[]) {
    if (field !== 'case_date' && !asked.has(field)) caseDetail[field] = '';
  }
  return { ...draft, case_type: caseType, caseDetail };
}
