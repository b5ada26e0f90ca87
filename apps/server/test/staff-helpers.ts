import type { StaffRole } from '@app/domain/backoffice/roles';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { csrfHeaders } from './helpers';

/** The code an authenticator app shows for a base32 secret, `offset` periods from now. */
export async function totpCode(secret: string, offset = 0): Promise<string> {
  const otp = createOTP(base32.decode(secret));
  return offset === 0 ? otp.totp() : otp.hotp(Math.floor(Date.now() / 30_000) + offset);
}

/** A tiny cookie jar for app.inject(): keeps what the answers set, sends it back. */
export class Jar {
  private cookies = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }

  /** Reads the raw Set-Cookie headers: values stay encoded as the browser keeps them. */
  take(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (value === '' || isExpired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface StaffClient {
  email: string;
  password: string;
  secret: string;
  jar: Jar;
  /** Headers of a mutating call: CSRF pair and the session cookie. */
  headers(): Record<string, string>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, method?: 'POST' | 'PATCH'): Promise<LightMyRequestResponse>;
}

let counter = 0;

/** A browser-like client for the back office: CSRF pair, cookie jar. */
export async function staffClient(app: FastifyInstance): Promise<StaffClient> {
  const csrf = await csrfHeaders(app);
  const token = csrf['x-xsrf-token'];
  const jar = new Jar({ 'XSRF-TOKEN': token });
  const headers = () => ({
    cookie: jar.header(),
    'x-xsrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  });
  return {
    email: '',
    password: '',
    secret: '',
    jar,
    headers,
    get: async (url) => jar.take(await app.inject({ method: 'GET', url, headers: headers() })),
    post: async (url, payload = {}, method = 'POST') =>
      jar.take(await app.inject({ method, url, payload: payload as object, headers: headers() })),
  };
}

/**
 * A staff member with these roles, signed in with TOTP set up (the enrolment goes through the
 * routes, as a first sign-in does).
 */
export async function signedInStaff(
  app: FastifyInstance,
  roles: StaffRole[],
  options: { enrol?: boolean } = {},
): Promise<StaffClient> {
  counter += 1;
  const email = `staff${counter}.${roles.join('-')}@alpaws.test`;
  const password = `long enough password ${counter}`;
  await app.staffService.createAccount(null, {
    name: `Staff ${counter}`,
    email,
    roles,
    locale: 'fr',
    password,
  });
  const client = await staffClient(app);
  client.email = email;
  client.password = password;
  const signIn = await client.post('/api/admin/auth/sign-in', { email, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  if (options.enrol === false) return client;
  const setup = await client.post('/api/admin/auth/totp/setup', { password });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  client.secret = setup.json<{ secret: string }>().secret;
  const confirm = await client.post('/api/admin/auth/totp/confirm', {
    code: await totpCode(client.secret),
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return client;
}
