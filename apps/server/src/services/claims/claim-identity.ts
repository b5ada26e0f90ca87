import {
  checkAgainstRegister,
  normaliseEmail,
  normalisePolicyNumber,
  type RegisterEntry,
} from '@app/domain/backoffice/register-match';
import { isOnlineClaimNumber } from '@app/domain/claims/claim-number';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims } from '../../db/schema';

/** Who says they are the policyholder of a claim (step 1 of the forms). */
export interface ClaimantIdentity {
  policy_id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** A claim as a register records it: the identity to check, and where to write. */
export interface RecordedClaim {
  claimNumber: string;
  policyId: string;
  firstName: string;
  lastName: string;
  /** The address recorded for the claim: the only one that gets its add-documents link. */
  email: string;
  isClosed: boolean;
}

/**
 * A source of claims we can check an identity against. `knows` says whether a number is the
 * register's to answer (a register that knows a number but has no record of it says "mismatch",
 * never "not issued here"). Today the only register is the claims issued by this site; the back
 * office's policy register will add one for the numbers of the claims system.
 */
export interface ClaimRegister {
  knows(claimNumber: string): boolean;
  /** `executor`: the caller's transaction when it holds one (PGlite has a single connection). */
  find(claimNumber: string, executor?: Executor): Promise<RecordedClaim | null>;
}

type Executor = Pick<Db, 'select'>;

export type IdentityCheck =
  | { outcome: 'verified'; claim: RecordedClaim }
  | { outcome: 'mismatch' }
  /** No register knows the number (six digits of the claims system): nothing can be checked. */
  | { outcome: 'not-issued-here' };

/** Names compared as people type them: case, accents, spaces and hyphens do not matter. */
export function sameName(a: string, b: string): boolean {
  const key = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\s\-'’]+/g, ' ')
      .trim();
  return key(a) === key(b);
}

export const samePolicy = (a: string, b: string) =>
  a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The one identity check of the claim forms (issue 11 item 2): the first register that knows
 * the number decides; policy number, first and last name and e-mail must all match what it
 * recorded. One answer for "unknown number" and "wrong identity", so nothing is disclosed.
 */
export async function checkClaimIdentity(
  registers: readonly ClaimRegister[],
  claimNumber: string,
  identity: ClaimantIdentity,
  executor?: Executor,
): Promise<IdentityCheck> {
  const register = registers.find((candidate) => candidate.knows(claimNumber));
  if (!register) return { outcome: 'not-issued-here' };
  const claim = await register.find(claimNumber, executor);
  if (
    !claim ||
    !samePolicy(claim.policyId, identity.policy_id) ||
    !sameName(claim.firstName, identity.first_name) ||
    !sameName(claim.lastName, identity.last_name) ||
    !sameEmail(claim.email, identity.email)
  ) {
    return { outcome: 'mismatch' };
  }
  return { outcome: 'verified', claim };
}

/** The claims declared on this site (S-numbers): the policyholder data of their declaration. */
export function issuedClaimsRegister(db: Db): ClaimRegister {
  return {
    knows: isOnlineClaimNumber,
    async find(claimNumber, executor = db) {
      const [row] = await executor.select().from(claims).where(eq(claims.claimNumber, claimNumber));
      if (!row) return null;
      const data = row.data as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        claimNumber,
        policyId: text(data.policy_id),
        firstName: text(data.first_name),
        lastName: text(data.last_name),
        email: text(data.email),
        isClosed: row.status === 'closed',
      };
    },
  };
}

/** The policy register (issue 13, register-service.ts) as the claim forms read it. */
export interface PolicyRegister {
  lookup(numbers: readonly string[], executor?: Executor): Promise<Map<string, RegisterEntry>>;
}

export type PolicyHolderCheck =
  /**
   * The register knows the policy and the claimant is one of its holders (names, and the e-mail
   * when the register has one): `recordedEmail` is the register's address that matched, if any.
   */
  | { outcome: 'verified'; recordedEmail: string | null }
  /** The register knows the policy, not this person: refused like a wrong identity. */
  | { outcome: 'mismatch' }
  /** The policy is not in the register: accepted, flagged for a manual check (issue 13). */
  | { outcome: 'policy-unknown' };

/**
 * For a claim number no register of ours knows (six digits of the claims system): the policy
 * number given, when the policy register has it, must belong to the claimant (issue 11 item 2,
 * issue 13). Same matching as the back office's flags (`checkAgainstRegister`).
 */
export async function checkPolicyHolder(
  register: PolicyRegister | undefined,
  identity: ClaimantIdentity,
  executor?: Executor,
): Promise<PolicyHolderCheck> {
  if (!register || !normalisePolicyNumber(identity.policy_id)) return { outcome: 'policy-unknown' };
  const entries = await register.lookup([identity.policy_id], executor);
  const entry = entries.get(normalisePolicyNumber(identity.policy_id));
  const check = checkAgainstRegister(entry, {
    firstName: identity.first_name,
    lastName: identity.last_name,
    email: identity.email,
  });
  if (!entry || check.flags.includes('policy_unknown')) return { outcome: 'policy-unknown' };
  if (check.status !== 'matched') return { outcome: 'mismatch' };
  const given = normaliseEmail(identity.email);
  const recordedEmail =
    entry.holders.find((holder) => holder.email && normaliseEmail(holder.email) === given)?.email ??
    null;
  return { outcome: 'verified', recordedEmail };
}
