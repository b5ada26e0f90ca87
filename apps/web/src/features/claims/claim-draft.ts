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
  return useSyncExternalStore(subscribe, () => active);
}

export function getClaimDraft(): ClaimDraft | null {
  return active;
}

/** Starts a fresh draft for this visit; the saved one is replaced at the first change. */
export function startDraft(initial: Partial<ClaimDraft> = {}): ClaimDraft {
  active = { ...emptyDraft(), ...initial };
  emit();
  return active;
}

/** Poursuivre: the saved draft becomes the one of this visit. */
export function resumeSavedDraft(): ClaimDraft | null {
  active = readSavedDraft();
  emit();
  return active;
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

/** Every change goes through here and is saved at once (spec 001 §2.1 "Resuming"). */
export function updateDraft(change: (draft: ClaimDraft) => ClaimDraft): void {
  active = change(active ?? emptyDraft());
  if (active.isComplete) {
    try {
      storage()?.removeItem(CLAIM_DRAFT_KEY);
    } catch {
      // nothing to remove
    }
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
