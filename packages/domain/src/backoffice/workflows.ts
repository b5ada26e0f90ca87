/**
 * The back office's submission kinds and their status workflows (issue 13). A workflow is data:
 * its statuses, the first one, and for each status the statuses it may move to, with what a
 * move needs (an amount, a reason). The server refuses every other move; the staff screens
 * offer only these.
 */

/**
 * The kinds stored as `form_submissions` rows: which of them a form is, is a line of the form
 * registry (`inboxKind`), so that the roles that see a kind see those forms and no other.
 */
export const formSubmissionKinds = [
  'help-request',
  'contest-entry',
  'job-application',
  'offer-request',
  'callback',
] as const;
export type FormSubmissionKind = (typeof formSubmissionKinds)[number];

/** Every kind of submission the inbox lists; one source adapter per kind on the server. */
export const submissionKinds = [
  'claim',
  'claim-documents',
  'subscription',
  'offer',
  // the request forms of the help centre and the public forms (spec 001 §7, 002): their
  // source adapter reads form_submissions
  ...formSubmissionKinds,
] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return typeof value === 'string' && (submissionKinds as readonly string[]).includes(value);
}

export interface Transition {
  to: string;
  /** approved claims carry the amount the insurer pays (CHF, 5 centimes). */
  needsAmount?: boolean;
  /** a refusal is always explained to the customer. */
  needsReason?: boolean;
}

export interface Workflow {
  initial: string;
  statuses: readonly string[];
  /** Statuses nothing follows: the file is done. */
  final: readonly string[];
  transitions: Readonly<Record<string, readonly Transition[]>>;
  /** Each move is e-mailed to the customer in their language (claims). */
  notifiesCustomer: boolean;
}

const claimWorkflow: Workflow = {
  initial: 'received',
  statuses: ['received', 'documents_missing', 'in_review', 'approved', 'refused', 'paid'],
  final: ['refused', 'paid'],
  transitions: {
    received: [{ to: 'documents_missing' }, { to: 'in_review' }],
    documents_missing: [{ to: 'in_review' }],
    in_review: [
      { to: 'documents_missing' },
      { to: 'approved', needsAmount: true },
      { to: 'refused', needsReason: true },
    ],
    approved: [{ to: 'paid' }],
    refused: [],
    paid: [],
  },
  notifiesCustomer: true,
};

/** Documents added online to a claim: filed into the claim's file, or found not to belong. */
const claimDocumentsWorkflow: Workflow = {
  initial: 'received',
  statuses: ['received', 'filed', 'rejected'],
  final: ['filed', 'rejected'],
  transitions: {
    received: [{ to: 'filed' }, { to: 'rejected', needsReason: true }],
    filed: [],
    rejected: [],
  },
  notifiesCustomer: false,
};

/** A policy issued online: checked by underwriting, or cancelled (withdrawal, false answers). */
const subscriptionWorkflow: Workflow = {
  initial: 'received',
  statuses: ['received', 'checked', 'cancelled'],
  final: ['cancelled'],
  transitions: {
    received: [{ to: 'checked' }, { to: 'cancelled', needsReason: true }],
    checked: [{ to: 'cancelled', needsReason: true }],
    cancelled: [],
  },
  notifiesCustomer: false,
};

/** An offer sent: followed up by sales until the customer accepts or declines. */
const offerWorkflow: Workflow = {
  initial: 'received',
  statuses: ['received', 'contacted', 'accepted', 'declined'],
  final: ['accepted', 'declined'],
  transitions: {
    received: [{ to: 'contacted' }, { to: 'accepted' }, { to: 'declined', needsReason: true }],
    contacted: [{ to: 'accepted' }, { to: 'declined', needsReason: true }],
    accepted: [],
    declined: [],
  },
  notifiesCustomer: false,
};

/** A request answered by a person (contract forms, offer requests, callbacks). */
const requestWorkflow: Workflow = {
  initial: 'received',
  statuses: ['received', 'in_progress', 'answered', 'closed'],
  final: ['answered', 'closed'],
  transitions: {
    received: [{ to: 'in_progress' }, { to: 'answered' }, { to: 'closed', needsReason: true }],
    in_progress: [{ to: 'answered' }, { to: 'closed', needsReason: true }],
    answered: [],
    closed: [],
  },
  notifiesCustomer: false,
};

const contestWorkflow: Workflow = {
  initial: 'received',
  statuses: ['received', 'eligible', 'ineligible', 'winner'],
  final: ['ineligible', 'winner'],
  transitions: {
    received: [{ to: 'eligible' }, { to: 'ineligible', needsReason: true }],
    eligible: [{ to: 'winner' }, { to: 'ineligible', needsReason: true }],
    ineligible: [],
    winner: [],
  },
  notifiesCustomer: false,
};

const jobApplicationWorkflow: Workflow = {
  initial: 'received',
  statuses: ['received', 'in_review', 'interview', 'hired', 'rejected'],
  final: ['hired', 'rejected'],
  transitions: {
    received: [{ to: 'in_review' }, { to: 'rejected', needsReason: true }],
    in_review: [{ to: 'interview' }, { to: 'rejected', needsReason: true }],
    interview: [{ to: 'hired' }, { to: 'rejected', needsReason: true }],
    hired: [],
    rejected: [],
  },
  notifiesCustomer: false,
};

export const workflows: Record<SubmissionKind, Workflow> = {
  claim: claimWorkflow,
  'claim-documents': claimDocumentsWorkflow,
  subscription: subscriptionWorkflow,
  offer: offerWorkflow,
  'help-request': requestWorkflow,
  'contest-entry': contestWorkflow,
  'job-application': jobApplicationWorkflow,
  'offer-request': requestWorkflow,
  callback: requestWorkflow,
};

export type TransitionCheck =
  | { ok: true; transition: Transition }
  | { ok: false; reason: 'status_unknown' | 'not_allowed' | 'amount_required' | 'reason_required' };

/** Whether a file of `kind` in `from` may move to `to` with what was given. */
export function checkTransition(
  kind: SubmissionKind,
  from: string,
  to: string,
  given: { amount?: number | undefined; reason?: string | undefined } = {},
): TransitionCheck {
  const workflow = workflows[kind];
  if (!workflow.statuses.includes(to)) return { ok: false, reason: 'status_unknown' };
  const transition = workflow.transitions[from]?.find((entry) => entry.to === to);
  if (!transition) return { ok: false, reason: 'not_allowed' };
  if (transition.needsAmount && (given.amount === undefined || !(given.amount > 0))) {
    return { ok: false, reason: 'amount_required' };
  }
  if (transition.needsReason && !given.reason?.trim()) {
    return { ok: false, reason: 'reason_required' };
  }
  return { ok: true, transition };
}

/** The moves offered from a status (the staff screen's buttons). */
export function nextTransitions(kind: SubmissionKind, from: string): readonly Transition[] {
  return workflows[kind].transitions[from] ?? [];
}
