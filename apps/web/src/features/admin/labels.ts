import type { StaffRole } from '@app/domain/backoffice/roles';
import type { SubmissionKind } from '@app/domain/backoffice/workflows';

/** Message ids of the back office's data words (kinds, statuses, roles, fields), in one place. */

export const kindLabel: Record<SubmissionKind, string> = {
  claim: 'admin.kind.claim',
  'claim-documents': 'admin.kind.claimDocuments',
  subscription: 'admin.kind.subscription',
  offer: 'admin.kind.offer',
  'help-request': 'admin.kind.helpRequest',
  'contest-entry': 'admin.kind.contestEntry',
  'job-application': 'admin.kind.jobApplication',
  'offer-request': 'admin.kind.offerRequest',
  callback: 'admin.kind.callback',
};

export const statusLabel: Record<string, string> = {
  received: 'admin.status.received',
  documents_missing: 'admin.status.documentsMissing',
  in_review: 'admin.status.inReview',
  approved: 'admin.status.approved',
  refused: 'admin.status.refused',
  paid: 'admin.status.paid',
  filed: 'admin.status.filed',
  rejected: 'admin.status.rejected',
  checked: 'admin.status.checked',
  cancelled: 'admin.status.cancelled',
  contacted: 'admin.status.contacted',
  accepted: 'admin.status.accepted',
  declined: 'admin.status.declined',
  in_progress: 'admin.status.inProgress',
  answered: 'admin.status.answered',
  closed: 'admin.status.closed',
  eligible: 'admin.status.eligible',
  ineligible: 'admin.status.ineligible',
  winner: 'admin.status.winner',
  interview: 'admin.status.interview',
  hired: 'admin.status.hired',
};

export const roleLabel: Record<StaffRole, string> = {
  claims: 'admin.role.claims',
  sales: 'admin.role.sales',
  admin: 'admin.role.admin',
};

export const flagLabel: Record<string, string> = {
  policy_unknown: 'admin.register.policyUnknown',
  name_mismatch: 'admin.register.nameMismatch',
  email_mismatch: 'admin.register.emailMismatch',
};

export const auditLabel: Record<string, string> = {
  'submission.viewed': 'admin.audit.viewed',
  'document.downloaded': 'admin.audit.downloaded',
  'status.changed': 'admin.audit.statusChanged',
  'note.added': 'admin.audit.noteAdded',
  'file.assigned': 'admin.audit.assigned',
};

/** Labels of the payload fields staff read most; other fields show their API name. */
export const fieldLabel: Record<string, string> = {
  first_name: 'admin.field.firstName',
  last_name: 'admin.field.lastName',
  email: 'admin.field.email',
  phone: 'admin.field.phone',
  policy_id: 'admin.field.policyNumber',
  policy_number: 'admin.field.policyNumber',
  animal_name: 'admin.field.animalName',
  case_type: 'admin.field.caseType',
  case_date: 'admin.field.caseDate',
  case_time: 'admin.field.caseTime',
  description: 'admin.field.description',
  veterinarian_diagnostic: 'admin.field.diagnosis',
  bank_account_name: 'admin.field.accountHolder',
  iban: 'admin.field.iban',
  documents: 'admin.field.documents',
  business_line: 'admin.field.businessLine',
  policy_start_date: 'admin.field.startDate',
  payment_method: 'admin.field.paymentMethod',
  first_invoice_total: 'admin.field.firstInvoice',
  street_name: 'admin.field.street',
  zip: 'admin.field.zip',
  city: 'admin.field.city',
};
