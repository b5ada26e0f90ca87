import { type SubmissionKind, submissionKinds } from './workflows';

/** Staff roles (issue 13); a staff member may hold several. */
export const staffRoles = ['claims', 'sales', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/**
 * Which kinds each role works. Claims staff see claims; sales see contracts, offers and the
 * requests of prospects and customers; job applications are for admins only (HR data).
 * Admins see everything.
 */
export const kindsOfRole: Record<StaffRole, readonly SubmissionKind[]> = {
  claims: ['claim', 'claim-documents', 'help-request'],
  sales: ['subscription', 'offer', 'offer-request', 'callback', 'contest-entry', 'help-request'],
  // every kind, in the inbox's order: a new kind reaches admins without a line here
  admin: submissionKinds,
};

/** The kinds a staff member with these roles may see and work. */
export function kindsOfRoles(roles: readonly StaffRole[]): SubmissionKind[] {
  const kinds = new Set<SubmissionKind>();
  for (const role of roles) for (const kind of kindsOfRole[role]) kinds.add(kind);
  return [...kinds];
}

/** Roles stored as one comma-separated text column; unknown names are dropped. */
export function parseRoles(value: unknown): StaffRole[] {
  if (typeof value !== 'string') return [];
  return [...new Set(value.split(',').map((role) => role.trim()))].filter(isStaffRole);
}
