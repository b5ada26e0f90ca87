/**
 * Checks a claim or a contract form against the policy register (issue 13): a policy number we
 * know must belong to the person writing (names, e-mail); an unknown number is flagged for a
 * manual check, never refused.
 */

export interface RegisterHolder {
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface RegisterEntry {
  policyNumber: string;
  holders: readonly RegisterHolder[];
}

/** What a check may find wrong (a tuple, for the answer schemas of the back office). */
export const registerFlags = ['policy_unknown', 'name_mismatch', 'email_mismatch'] as const;
export type RegisterFlag = (typeof registerFlags)[number];

export interface RegisterCheck {
  /** matched: number known and person recognised; flagged otherwise. */
  status: 'matched' | 'flagged';
  flags: RegisterFlag[];
}

/** Policy numbers are compared without spaces, dots or dashes and in capitals. */
export function normalisePolicyNumber(value: string): string {
  return value.replace(/[\s.\-/]+/g, '').toUpperCase();
}

/** Names compared without accents (ü → u), case, hyphens, apostrophes or repeated spaces. */
export function normaliseName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[-'’.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function checkAgainstRegister(
  entry: RegisterEntry | undefined,
  person: { firstName: string; lastName: string; email: string },
): RegisterCheck {
  if (!entry) return { status: 'flagged', flags: ['policy_unknown'] };
  const flags: RegisterFlag[] = [];
  const first = normaliseName(person.firstName);
  const last = normaliseName(person.lastName);
  const isHolder = entry.holders.some(
    (holder) =>
      normaliseName(holder.lastName) === last && normaliseName(holder.firstName) === first,
  );
  // a form that does not ask the holder's names (the ownership transfer: the current owner's
  // e-mail and the policy only) is checked on its e-mail; claims and contract forms require them
  const hasNames = first !== '' || last !== '';
  if (hasNames && !isHolder) flags.push('name_mismatch');
  const email = normaliseEmail(person.email);
  const knownEmails = entry.holders.flatMap((holder) =>
    holder.email ? [normaliseEmail(holder.email)] : [],
  );
  // a register row without e-mail cannot contradict the one given
  if (knownEmails.length > 0 && !knownEmails.includes(email)) flags.push('email_mismatch');
  return { status: flags.length === 0 ? 'matched' : 'flagged', flags };
}
