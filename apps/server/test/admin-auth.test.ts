import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createTestApp } from './helpers';
import { signedInStaff, staffClient, totpCode } from './staff-helpers';

describe('staff sign-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('signs in with password then TOTP, and the session opens the back office', async () => {
    const staff = await signedInStaff(app, ['claims']);
    const fresh = await staffClient(app);
    const first = await fresh.post('/api/admin/auth/sign-in', {
      email: staff.email.toUpperCase(),
      password: staff.password,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'totp' });
    // the password alone opens nothing
    expect((await fresh.get('/api/admin/auth/session')).statusCode).toBe(401);

    const wrong = await fresh.post('/api/admin/auth/totp', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(
      'Code incorrect. Veuillez saisir le code à 6 chiffres de votre application.',
    );
    const right = await fresh.post('/api/admin/auth/totp', { code: await totpCode(staff.secret) });
    expect(right.statusCode).toBe(200);
    const session = await fresh.get('/api/admin/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      email: staff.email,
      roles: ['claims'],
      kinds: ['claim', 'claim-documents', 'help-request'],
      needs_totp_setup: false,
    });
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with the same answer as an unknown address', async () => {
    const staff = await signedInStaff(app, ['sales']);
    const client = await staffClient(app);
    const wrong = await client.post('/api/admin/auth/sign-in', {
      email: staff.email,
      password: 'not the password',
    });
    const unknown = await client.post('/api/admin/auth/sign-in', {
      email: 'nobody@alpaws.test',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('E-mail ou mot de passe incorrect.');
  });

  it('locks an address for 15 minutes after 5 wrong passwords, even the right one then', async () => {
    const staff = await signedInStaff(app, ['sales']);
    const client = await staffClient(app);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await client.post('/api/admin/auth/sign-in', {
        email: staff.email,
        password: `wrong ${attempt}`,
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    const right = await client.post('/api/admin/auth/sign-in', {
      email: staff.email,
      password: staff.password,
      locale: 'de',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    // an unknown address locks the same way: the lock tells nothing about accounts
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await client.post('/api/admin/auth/sign-in', { email: 'ghost@alpaws.test', password: 'x' });
    }
    const ghost = await client.post('/api/admin/auth/sign-in', {
      email: 'ghost@alpaws.test',
      password: 'x',
    });
    expect(ghost.statusCode).toBe(429);
    const trail = await app.database.db.select().from(auditLog);
    expect(trail.some((entry) => entry.action === 'staff.locked')).toBe(true);
  });

  it('locks the second factor after 5 wrong codes', async () => {
    const staff = await signedInStaff(app, ['claims']);
    const client = await staffClient(app);
    await client.post('/api/admin/auth/sign-in', { email: staff.email, password: staff.password });
    const codes: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push((await client.post('/api/admin/auth/totp', { code: '123456' })).statusCode);
    }
    expect(codes.slice(0, 4)).toEqual([401, 401, 401, 401]);
    // a new challenge with the right code is still refused while the account is locked
    await client.post('/api/admin/auth/sign-in', { email: staff.email, password: staff.password });
    const right = await client.post('/api/admin/auth/totp', { code: await totpCode(staff.secret) });
    expect(right.statusCode).toBe(429);
  });

  it('refuses a malformed code with 422 and a missing challenge with 401', async () => {
    const client = await staffClient(app);
    const malformed = await client.post('/api/admin/auth/totp', { code: '12ab' });
    expect(malformed.statusCode).toBe(422);
    const noChallenge = await client.post('/api/admin/auth/totp', { code: '123456' });
    expect(noChallenge.statusCode).toBe(401);
    // the two halves the apps show, typed with their space, are a well-formed code
    const halves = await client.post('/api/admin/auth/totp', { code: '123 456' });
    expect(halves.statusCode).toBe(401);
    expect((await client.post('/api/admin/auth/totp', { code: '1234 567' })).statusCode).toBe(422);
    expect(noChallenge.json().message).toBe(
      'La connexion a expiré. Veuillez saisir à nouveau votre mot de passe.',
    );
  });

  it('keeps a password-only session out of everything but the TOTP enrolment', async () => {
    const staff = await signedInStaff(app, ['admin'], { enrol: false });
    const session = await staff.get('/api/admin/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().needs_totp_setup).toBe(true);
    const staffList = await staff.get('/api/admin/staff');
    expect(staffList.statusCode).toBe(403);
    expect(staffList.json().message).toBe(
      'Veuillez d’abord configurer la double authentification (application TOTP).',
    );
  });

  it('ends the other sessions when the TOTP enrolment is confirmed', async () => {
    const staff = await signedInStaff(app, ['admin'], { enrol: false });
    const other = await staffClient(app);
    await other.post('/api/admin/auth/sign-in', { email: staff.email, password: staff.password });
    expect((await other.get('/api/admin/auth/session')).statusCode).toBe(200);
    const setup = await staff.post('/api/admin/auth/totp/setup', { password: staff.password });
    const confirm = await staff.post('/api/admin/auth/totp/confirm', {
      code: await totpCode(setup.json().secret),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await staff.get('/api/admin/staff')).statusCode).toBe(200);
    expect((await other.get('/api/admin/auth/session')).statusCode).toBe(401);
  });

  it('signs out', async () => {
    const staff = await signedInStaff(app, ['sales']);
    expect((await staff.get('/api/admin/auth/session')).statusCode).toBe(200);
    expect((await staff.post('/api/admin/auth/sign-out')).statusCode).toBe(200);
    expect((await staff.get('/api/admin/auth/session')).statusCode).toBe(401);
  });

  it('needs CSRF on the sign-in like every mutating call', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      payload: { email: 'a@b.ch', password: 'x' },
    });
    expect(response.statusCode).toBe(419);
  });
});

describe('staff accounts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lets an admin create an account whose password is shown once, then deactivate it', async () => {
    const admin = await signedInStaff(app, ['admin']);
    const created = await admin.post('/api/admin/staff', {
      name: 'Nina Keller',
      email: 'nina@alpaws.test',
      roles: ['claims'],
      staff_locale: 'de',
    });
    expect(created.statusCode).toBe(201);
    const { id, initial_password: password } = created.json();
    expect(password).toMatch(/^[\w-]{16}$/);
    const nina = await staffClient(app);
    const signIn = await nina.post('/api/admin/auth/sign-in', {
      email: 'nina@alpaws.test',
      password,
    });
    expect(signIn.json()).toEqual({ status: 'totp_setup' });
    const duplicate = await admin.post('/api/admin/staff', {
      name: 'Nina again',
      email: 'NINA@alpaws.test',
      roles: ['sales'],
    });
    expect(duplicate.statusCode).toBe(409);
    const off = await admin.post(`/api/admin/staff/${id}`, { is_active: false }, 'PATCH');
    expect(off.statusCode).toBe(200);
    expect((await nina.get('/api/admin/auth/session')).statusCode).toBe(401);
    const again = await nina.post('/api/admin/auth/sign-in', {
      email: 'nina@alpaws.test',
      password,
    });
    expect(again.statusCode).toBe(401);
  });

  it('keeps at least one active admin', async () => {
    const app2 = await createTestApp();
    try {
      const admin = await signedInStaff(app2, ['admin']);
      const me = (await admin.get('/api/admin/auth/session')).json();
      const demote = await admin.post(`/api/admin/staff/${me.id}`, { roles: ['sales'] }, 'PATCH');
      expect(demote.statusCode).toBe(409);
    } finally {
      await app2.close();
    }
  });

  it('resets the TOTP of a staff member who lost the phone', async () => {
    const admin = await signedInStaff(app, ['admin']);
    const staff = await signedInStaff(app, ['claims']);
    const me = (await staff.get('/api/admin/auth/session')).json();
    const reset = await admin.post(`/api/admin/staff/${me.id}/reset-totp`);
    expect(reset.statusCode).toBe(200);
    expect((await staff.get('/api/admin/auth/session')).statusCode).toBe(401);
    const client = await staffClient(app);
    const signIn = await client.post('/api/admin/auth/sign-in', {
      email: staff.email,
      password: staff.password,
    });
    expect(signIn.json()).toEqual({ status: 'totp_setup' });
  });
});
