import { brand } from '@app/domain/brand';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { publicOriginOf } from '../../config';
import type { Db } from '../../db/client';
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '../../db/schema';

export interface StaffAuthOptions {
  db: Db;
  secret: string;
  publicHost: string;
  /** Staff sessions last a working day, renewed while used. */
  sessionSeconds?: number;
}

// OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane)
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2Hash(password, argon2Options);

/**
 * Staff authentication through better-auth (issue 13): e-mail and password hashed with
 * argon2id, TOTP as second factor (its two-factor plugin, with its own lockout of the second
 * factor), sessions stored in staff_sessions. Sign-up is closed: accounts are created by an
 * admin or by `npm run admin:create`. Its HTTP handler is not mounted; our routes call
 * `auth.api` so that CSRF, validation, rate limits and errors stay the site's own.
 */
export function createStaffAuth(options: StaffAuthOptions) {
  return betterAuth({
    appName: `${brand.name} back office`,
    baseURL: publicOriginOf(options.publicHost),
    basePath: '/api/admin/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => argon2Verify(hash, password),
      },
    },
    user: {
      additionalFields: {
        roles: { type: 'string', required: false, defaultValue: '', input: false },
        locale: { type: 'string', required: false, defaultValue: 'fr', input: false },
        isActive: { type: 'boolean', required: false, defaultValue: true, input: false },
      },
    },
    session: {
      expiresIn: options.sessionSeconds ?? 10 * 60 * 60,
      updateAge: 15 * 60,
      // every request reads the stored session: a revoked session ends at once
      cookieCache: { enabled: false },
    },
    // the site's own per-route rate limit applies (plugins/security.ts)
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'staff',
      // Secure and `__Secure-` follow each request (plugins/staff.ts, as the CSRF cookie does):
      // fixed here for production, the sign-in over plain http on a LAN address never held
      useSecureCookies: false,
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      twoFactor({
        issuer: `${brand.name} back office`,
        // a lost phone is handled by an admin: no backup-code sign-in
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
        twoFactorCookieMaxAge: 5 * 60,
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
