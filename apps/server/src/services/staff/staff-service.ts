import { randomBytes } from 'node:crypto';
import { parseRoles, type StaffRole } from '@app/domain/backoffice/roles';
import type { Locale } from '@app/domain/locale';
import type {
  StaffAccount,
  StaffCreated,
  TotpSetupAnswer,
} from '@app/domain/schemas/backoffice-answers';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffLoginAttempts, staffSessions, staffTwoFactors, staffUsers } from '../../db/schema';
import { DomainError } from '../../http/errors';
import { type Actor, audit } from '../backoffice/audit';
import { hashPassword, type StaffAuth } from './staff-auth';

/** Five wrong passwords in a row lock the address for 15 minutes (known address or not). */
export const lockout = { maxFailures: 5, minutes: 15 } as const;

export interface StaffPrincipal extends Actor {
  name: string;
  roles: StaffRole[];
  locale: Locale;
  twoFactorEnabled: boolean;
  sessionToken: string;
}

/** What better-auth answers: the cookies to pass on to the browser. */
export interface AuthAnswer<T> {
  body: T;
  setCookies: string[];
}

interface ApiErrorLike {
  statusCode: number;
  body?: { code?: string };
}
const isApiError = (error: unknown): error is ApiErrorLike =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as ApiErrorLike).statusCode === 'number';
const codeOf = (error: unknown) => (isApiError(error) ? error.body?.code : undefined);

/** The session token inside a signed session cookie being set (`token.signature`). */
function sessionTokenOf(setCookies: readonly string[]): string | null {
  const line = setCookies.find((cookie) => /^[\w.-]*session_token=[^;]/.test(cookie));
  if (!line) return null;
  const value = line.slice(line.indexOf('=') + 1).split(';')[0] ?? '';
  return decodeURIComponent(value).split('.')[0] ?? null;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Staff accounts and sign-in around better-auth: the password lockout, TOTP enrolment, the
 * session check of every back-office route, and the accounts admins manage.
 */
export function createStaffService(deps: { db: Db; auth: StaffAuth; now?: () => Date }) {
  const { db, auth } = deps;
  const now = deps.now ?? (() => new Date());

  async function lockedUntil(email: string): Promise<Date | null> {
    const [row] = await db
      .select()
      .from(staffLoginAttempts)
      .where(eq(staffLoginAttempts.email, email));
    return row?.lockedUntil && row.lockedUntil > now() ? row.lockedUntil : null;
  }

  async function recordFailure(email: string) {
    const lockAt = new Date(now().getTime() + lockout.minutes * 60_000);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffLoginAttempts)
        .values({ email, failures: 1, lastFailureAt: now() })
        .onConflictDoUpdate({
          target: staffLoginAttempts.email,
          // a lock that has run out starts a fresh count
          set: {
            failures: sql`case when ${staffLoginAttempts.lockedUntil} is not null and ${staffLoginAttempts.lockedUntil} <= ${now()} then 1 else ${staffLoginAttempts.failures} + 1 end`,
            lockedUntil: sql`case when ${staffLoginAttempts.lockedUntil} is not null and ${staffLoginAttempts.lockedUntil} <= ${now()} then null else ${staffLoginAttempts.lockedUntil} end`,
            lastFailureAt: now(),
          },
        })
        .returning();
      if (row && row.failures >= lockout.maxFailures) {
        await tx
          .update(staffLoginAttempts)
          .set({ lockedUntil: lockAt, failures: 0 })
          .where(eq(staffLoginAttempts.email, email));
        await audit(tx, null, { action: 'staff.locked', detail: { email } });
      }
    });
  }

  const lockedError = () => new DomainError(429, 'staff.locked', { minutes: lockout.minutes });

  async function signIn(
    input: { email: string; password: string },
    headers: Headers,
  ): Promise<AuthAnswer<{ status: 'totp' | 'totp_setup' | 'signed_in' }>> {
    const email = normaliseEmail(input.email);
    if (await lockedUntil(email)) throw lockedError();
    const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const fail = async () => {
      await recordFailure(email);
      await audit(db, null, { action: 'staff.sign_in_failed', detail: { email } });
      if (await lockedUntil(email)) throw lockedError();
      return new DomainError(401, 'staff.invalid_credentials');
    };
    // a deactivated account answers like a wrong password
    if (!user?.isActive) throw await fail();
    try {
      const { response, headers: answer } = await auth.api.signInEmail({
        body: { email, password: input.password },
        headers,
        returnHeaders: true,
      });
      await db.delete(staffLoginAttempts).where(eq(staffLoginAttempts.email, email));
      const setCookies = answer.getSetCookie();
      if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
        return { body: { status: 'totp' }, setCookies };
      }
      await audit(db, { id: user.id, email }, { action: 'staff.sign_in' });
      return { body: { status: user.twoFactorEnabled ? 'signed_in' : 'totp_setup' }, setCookies };
    } catch (error) {
      if (codeOf(error) === 'INVALID_EMAIL_OR_PASSWORD') throw await fail();
      throw error;
    }
  }

  /** The second step of the sign-in: the code of the authenticator app. */
  async function verifyTotp(
    code: string,
    headers: Headers,
  ): Promise<AuthAnswer<{ status: 'signed_in' }>> {
    try {
      const { response, headers: answer } = await auth.api.verifyTOTP({
        body: { code },
        headers,
        returnHeaders: true,
      });
      const user = response.user as { id: string; email: string };
      await audit(db, { id: user.id, email: user.email }, { action: 'staff.sign_in' });
      return { body: { status: 'signed_in' }, setCookies: answer.getSetCookie() };
    } catch (error) {
      throw totpError(error);
    }
  }

  function totpError(error: unknown) {
    const code = codeOf(error);
    if (code === 'INVALID_CODE') return new DomainError(401, 'staff.totp_invalid', {}, 'code');
    if (code === 'ACCOUNT_TEMPORARILY_LOCKED') return lockedError();
    if (
      code === 'INVALID_TWO_FACTOR_COOKIE' ||
      code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' ||
      code === 'UNAUTHORIZED'
    ) {
      return new DomainError(401, 'staff.totp_expired');
    }
    return error;
  }

  /** Starts the TOTP enrolment: the secret for the authenticator app (shown once). */
  async function startTotpSetup(password: string, headers: Headers): Promise<TotpSetupAnswer> {
    try {
      const answer = await auth.api.enableTwoFactor({
        body: { password, method: 'totp' },
        headers,
      });
      const totpUri = 'totpURI' in answer ? answer.totpURI : '';
      return { totp_uri: totpUri, secret: new URL(totpUri).searchParams.get('secret') ?? '' };
    } catch (error) {
      const code = codeOf(error);
      if (code === 'INVALID_PASSWORD')
        throw new DomainError(422, 'staff.password_invalid', {}, 'password');
      if (code === 'TOTP_ALREADY_ENABLED') throw new DomainError(409, 'staff.totp_already_enabled');
      throw error;
    }
  }

  /**
   * Confirms the enrolment with a first code. Every other session of the account ends: a session
   * opened with the password alone before the enrolment must not become a full one.
   */
  async function confirmTotpSetup(
    principal: StaffPrincipal,
    code: string,
    headers: Headers,
  ): Promise<AuthAnswer<{ status: 'signed_in' }>> {
    try {
      const { headers: answer } = await auth.api.verifyTOTP({
        body: { code },
        headers,
        returnHeaders: true,
      });
      // the enrolment replaces the session: the new one is the token of the cookie just set
      const fresh = sessionTokenOf(answer.getSetCookie());
      if (fresh) {
        await db
          .delete(staffSessions)
          .where(and(eq(staffSessions.userId, principal.id), ne(staffSessions.token, fresh)));
      }
      await audit(db, principal, { action: 'staff.totp_enabled' });
      return { body: { status: 'signed_in' }, setCookies: answer.getSetCookie() };
    } catch (error) {
      throw totpError(error);
    }
  }

  async function signOut(headers: Headers): Promise<AuthAnswer<{ status: 'signed_out' }>> {
    try {
      const { headers: answer } = await auth.api.signOut({ headers, returnHeaders: true });
      return { body: { status: 'signed_out' }, setCookies: answer.getSetCookie() };
    } catch {
      return { body: { status: 'signed_out' }, setCookies: [] };
    }
  }

  /** The staff member of a request's session cookie, or null; refreshes the session when due. */
  async function principalOf(
    headers: Headers,
  ): Promise<{ principal: StaffPrincipal | null; setCookies: string[] }> {
    const { response, headers: answer } = await auth.api.getSession({
      headers,
      returnHeaders: true,
    });
    const setCookies = answer.getSetCookie();
    if (!response) return { principal: null, setCookies };
    const user = response.user as typeof response.user & {
      roles?: string;
      locale?: string;
      isActive?: boolean;
      twoFactorEnabled?: boolean;
    };
    if (user.isActive === false) {
      await db.delete(staffSessions).where(eq(staffSessions.userId, user.id));
      return { principal: null, setCookies };
    }
    return {
      principal: {
        id: user.id,
        email: user.email,
        name: user.name,
        roles: parseRoles(user.roles),
        locale: user.locale === 'de' ? 'de' : 'fr',
        twoFactorEnabled: user.twoFactorEnabled === true,
        sessionToken: response.session.token,
      },
      setCookies,
    };
  }

  async function changePassword(
    principal: StaffPrincipal,
    input: { current_password: string; new_password: string },
    headers: Headers,
  ): Promise<AuthAnswer<{ status: 'changed' }>> {
    try {
      const { headers: answer } = await auth.api.changePassword({
        body: {
          currentPassword: input.current_password,
          newPassword: input.new_password,
          revokeOtherSessions: true,
        },
        headers,
        returnHeaders: true,
      });
      await audit(db, principal, { action: 'staff.password_changed' });
      return { body: { status: 'changed' }, setCookies: answer.getSetCookie() };
    } catch (error) {
      const code = codeOf(error);
      if (code === 'INVALID_PASSWORD')
        throw new DomainError(422, 'staff.password_invalid', {}, 'current_password');
      if (code === 'PASSWORD_TOO_SHORT')
        throw new DomainError(422, 'staff.password_too_short', {}, 'new_password');
      throw error;
    }
  }

  // ——— accounts (admins; `npm run admin:create` for the first one) ———

  /** A new account with a password of its own; TOTP is set up at the first sign-in. */
  async function createAccount(
    actor: Actor | null,
    input: { name: string; email: string; roles: StaffRole[]; locale: Locale; password?: string },
  ): Promise<StaffCreated> {
    const email = normaliseEmail(input.email);
    const [existing] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    if (existing) throw new DomainError(409, 'staff.email_taken', {}, 'email');
    // without a chosen password, a random one is shown once to the admin who creates the account
    const password = input.password ?? randomBytes(12).toString('base64url');
    if (password.length < 12)
      throw new DomainError(422, 'staff.password_too_short', {}, 'password');
    const context = await auth.$context;
    const user = await context.internalAdapter.createUser(
      {
        email,
        name: input.name,
        emailVerified: true,
        roles: input.roles.join(','),
        locale: input.locale,
        isActive: true,
      },
      { method: 'admin' },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await hashPassword(password),
    });
    await audit(db, actor, {
      action: 'staff.created',
      detail: { id: user.id, email, roles: input.roles },
    });
    return { id: user.id, email, initial_password: input.password ? undefined : password };
  }

  async function listAccounts(): Promise<StaffAccount[]> {
    const rows = await db.select().from(staffUsers).orderBy(staffUsers.name);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      roles: parseRoles(row.roles),
      locale: row.locale,
      is_active: row.isActive,
      totp_enabled: row.twoFactorEnabled,
    }));
  }

  async function activeAdmins(excludeId: string) {
    const rows = await db.select().from(staffUsers).where(eq(staffUsers.isActive, true));
    return rows.filter((row) => row.id !== excludeId && parseRoles(row.roles).includes('admin'))
      .length;
  }

  async function updateAccount(
    actor: Actor,
    id: string,
    input: {
      roles?: StaffRole[] | undefined;
      is_active?: boolean | undefined;
      staff_locale?: Locale | undefined;
    },
  ) {
    const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
    if (!user) throw new DomainError(404, 'staff.unknown');
    const losesAdmin =
      parseRoles(user.roles).includes('admin') &&
      ((input.roles && !input.roles.includes('admin')) || input.is_active === false);
    if (losesAdmin && (await activeAdmins(id)) === 0)
      throw new DomainError(409, 'staff.last_admin');
    await db.transaction(async (tx) => {
      await tx
        .update(staffUsers)
        .set({
          ...(input.roles ? { roles: input.roles.join(',') } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          ...(input.staff_locale ? { locale: input.staff_locale } : {}),
          updatedAt: now(),
        })
        .where(eq(staffUsers.id, id));
      if (input.is_active === false)
        await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
      await audit(tx, actor, {
        action: 'staff.updated',
        detail: { id, email: user.email, ...input },
      });
    });
  }

  /** A lost phone: the account sets up TOTP again at its next sign-in; its sessions end. */
  async function resetTotp(actor: Actor, id: string) {
    const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
    if (!user) throw new DomainError(404, 'staff.unknown');
    await db.transaction(async (tx) => {
      await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, id));
      await tx
        .update(staffUsers)
        .set({ twoFactorEnabled: false, updatedAt: now() })
        .where(eq(staffUsers.id, id));
      await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
      await audit(tx, actor, { action: 'staff.totp_reset', detail: { id, email: user.email } });
    });
  }

  async function hasAdmin() {
    return (await activeAdmins('')) > 0;
  }

  return {
    signIn,
    verifyTotp,
    startTotpSetup,
    confirmTotpSetup,
    signOut,
    principalOf,
    changePassword,
    createAccount,
    listAccounts,
    updateAccount,
    resetTotp,
    hasAdmin,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
