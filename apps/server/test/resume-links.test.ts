import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, resumeLinks, subscriptions } from '../src/db/schema';
import { type CsrfHeaders, createTestApp, csrfHeaders } from './helpers';

let app: FastifyInstance;
let headers: CsrfHeaders;
let clock = new Date();

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false, now: () => clock });
  headers = await csrfHeaders(app);
});
afterAll(() => app.close());

async function dogDraft(step: number) {
  const token = `draft-${Math.random().toString(36).slice(2)}`;
  await app.database.db.insert(subscriptions).values({
    userToken: token,
    businessLine: 'dog',
    step,
    data: { business_line: 'dog', animal_name: 'Bello', deductible: 300 },
    locale: 'de',
    partnerKey: 'alpaws',
    referrerKey: 'alpaws',
  });
  return token;
}

const requestLink = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/resume-links', headers, payload });

/** The link of the last resume e-mail, and its token. */
async function lastLink() {
  const rows = await app.database.db.select().from(jobs);
  const mail = rows.filter((row) => row.uniqueKey.startsWith('mail:resume:')).at(-1);
  const payload = mail?.payload as { to: string; subject: string; text: string };
  const link = payload.text.match(/http:\/\/localhost:3000\/\S+/)?.[0] ?? '';
  return { payload, link, token: new URL(link).searchParams.get('token') ?? '' };
}

describe('resume links', () => {
  it('e-mails a link that restores a quote once, on any device', async () => {
    const userToken = await dogDraft(3);
    const response = await requestLink({
      kind: 'subscription',
      user_token: userToken,
      email: 'Kunde@Example.ch',
      locale: 'de',
    });
    expect(response.statusCode).toBe(202);
    const { payload, link, token } = await lastLink();
    expect(payload.to).toBe('kunde@example.ch');
    expect(payload.subject).toBe('Ihr Link zum Fortfahren bei Alpaws');
    expect(payload.text).toContain('Bello');
    expect(link).toMatch(/^http:\/\/localhost:3000\/de\/fortsetzen\?token=/);
    const [stored] = await app.database.db.select().from(resumeLinks);
    // only a hash of the token is kept
    expect(stored?.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[3]);

    const first = await app.inject({ method: 'GET', url: `/api/resume-links/${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      kind: 'subscription',
      user_token: userToken,
      business_line: 'dog',
      step: 3,
      locale: 'de',
      data: { animal_name: 'Bello', deductible: 300 },
      resume_route: 'subscription-dog-step-3',
      resume_path: '/de/abschliessen/dog/tierinformationen',
    });
    const second = await app.inject({ method: 'GET', url: `/api/resume-links/${token}` });
    expect(second.statusCode).toBe(410);
    expect(second.json().message).toBe(
      'Ce lien n’est plus valable (déjà utilisé ou expiré). Vous pouvez demander un nouveau lien.',
    );
  });

  it('restores a claim draft at the step after the last one accepted', async () => {
    const init = await app.inject({
      method: 'POST',
      url: '/api/claim-declarations/init',
      headers,
      payload: {
        type: 'new',
        first_name: 'Jeanne',
        last_name: 'Muller',
        policy_id: '2612345678',
        animal_name: 'Rex',
        email: 'jeanne@example.ch',
      },
    });
    const userToken = init.json().user_token;
    await app.inject({
      method: 'POST',
      url: '/api/claim-declarations/type-selection',
      headers,
      payload: { user_token: userToken, case_type: 'disease' },
    });
    expect(
      (await requestLink({ kind: 'claim', user_token: userToken, email: 'jeanne@example.ch' }))
        .statusCode,
    ).toBe(202);
    const { token } = await lastLink();
    const state = (await app.inject({ method: 'GET', url: `/api/resume-links/${token}` })).json();
    expect(state).toMatchObject({
      kind: 'claim',
      type: 'new',
      step: 2,
      data: { case_type: 'disease', animal_name: 'Rex' },
      resume_route: 'declaration-step-3',
      resume_path: '/espace-client/declarer-un-sinistre/lieu-et-date',
    });
  });

  it('expires after 7 days', async () => {
    const userToken = await dogDraft(1);
    await requestLink({ kind: 'subscription', user_token: userToken, email: 'a@example.ch' });
    const { token } = await lastLink();
    clock = new Date(Date.now() + 7 * 86_400_000 + 60_000);
    try {
      const late = await app.inject({ method: 'GET', url: `/api/resume-links/${token}` });
      expect(late.statusCode).toBe(410);
    } finally {
      clock = new Date();
    }
  });

  it('refuses forged, altered and unknown tokens, and drafts already sent', async () => {
    const userToken = await dogDraft(2);
    await requestLink({ kind: 'subscription', user_token: userToken, email: 'a@example.ch' });
    const { token } = await lastLink();
    const [id, expiry, nonce, signature] = token.split('.');
    const longer = `${id}.${Number(expiry) + 86_400 * 30}.${nonce}.${signature}`;
    for (const bad of [longer, `${id}.${expiry}.${nonce}.AAAA`, 'nonsense', `${token}x`]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/resume-links/${encodeURIComponent(bad)}`,
      });
      expect(response.statusCode, bad).toBe(410);
    }
    // the genuine token still works once: the forged ones did not use it up
    await app.database.db
      .update(subscriptions)
      .set({ step: 6 })
      .where(eq(subscriptions.userToken, userToken));
    const sent = await app.inject({ method: 'GET', url: `/api/resume-links/${token}` });
    expect(sent.statusCode).toBe(409);
    // the refusal did not use the link up
    const [unused] = await app.database.db
      .select()
      .from(resumeLinks)
      .where(eq(resumeLinks.userToken, userToken));
    expect(unused?.usedAt).toBeNull();

    for (const payload of [
      { kind: 'subscription', user_token: userToken, email: 'a@example.ch' },
      { kind: 'subscription', user_token: 'unknown', email: 'a@example.ch' },
      { kind: 'claim', user_token: userToken, email: 'a@example.ch' },
    ]) {
      const response = await requestLink(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.user_token).toEqual([
        'Cette demande ne peut plus être continuée.',
      ]);
    }
    expect((await requestLink({ kind: 'x', user_token: 'y', email: 'z' })).statusCode).toBe(422);
  });

  it('leaves the link unused when its answer cannot be given', async () => {
    const userToken = await dogDraft(3);
    await requestLink({ kind: 'subscription', user_token: userToken, email: 'a@example.ch' });
    const { token } = await lastLink();
    // stored answers that are not an object do not fit the answer's schema: a server error
    await app.database.db
      .update(subscriptions)
      .set({ data: 'not an object' })
      .where(eq(subscriptions.userToken, userToken));
    const failed = await app.inject({ method: 'GET', url: `/api/resume-links/${token}` });
    expect(failed.statusCode).toBe(500);
    // the link was not used up: once the draft can be answered, it restores it
    await app.database.db
      .update(subscriptions)
      .set({ data: { animal_name: 'Bello' } })
      .where(eq(subscriptions.userToken, userToken));
    const restored = await app.inject({ method: 'GET', url: `/api/resume-links/${token}` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      user_token: userToken,
      data: { animal_name: 'Bello' },
    });
  });

  it('keeps the token out of the request log', async () => {
    const { redactUrl } = await import('../src/http/logging');
    expect(redactUrl('/api/resume-links/abc.123.def.ghi')).toBe('/api/resume-links/[redacted]');
  });
});
