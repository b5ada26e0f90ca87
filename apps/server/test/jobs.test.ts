import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../src/db/schema';
import { buildTestApp, createTestStore, type TestStore } from './helpers';

let store: TestStore | undefined;
afterEach(async () => {
  await store?.dispose();
  store = undefined;
});

describe('durable jobs', () => {
  it('runs a job once even when it is queued twice with the same key', async () => {
    store = await createTestStore();
    const app = await buildTestApp(store, {}, { startJobs: false });
    const seen: unknown[] = [];
    app.jobs.register('test.echo', async (payload) => {
      seen.push(payload);
    });
    await app.jobs.enqueue(app.database.db, {
      kind: 'test.echo',
      uniqueKey: 'echo:1',
      payload: { n: 1 },
    });
    await app.jobs.enqueue(app.database.db, {
      kind: 'test.echo',
      uniqueKey: 'echo:1',
      payload: { n: 2 },
    });
    await app.jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);
    const [row] = await app.database.db.select().from(jobs).where(eq(jobs.uniqueKey, 'echo:1'));
    expect(row?.status).toBe('done');
    await app.close();
  });

  it('retries a failing job later and records the error', async () => {
    store = await createTestStore();
    const app = await buildTestApp(store, {}, { startJobs: false });
    let calls = 0;
    app.jobs.register('test.flaky', async () => {
      calls += 1;
      throw new Error('printer on fire');
    });
    await app.jobs.enqueue(app.database.db, {
      kind: 'test.flaky',
      uniqueKey: 'flaky',
      payload: {},
    });
    await app.jobs.drain();
    expect(calls).toBe(1);
    const [row] = await app.database.db.select().from(jobs).where(eq(jobs.uniqueKey, 'flaky'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'printer on fire' });
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now());
    await app.close();
  });

  it('finishes after a restart a job whose process died while running it', async () => {
    store = await createTestStore();
    const first = await buildTestApp(
      store,
      { jobs: { lockMs: 200, pollMs: 50, maxAttempts: 8 } },
      { startJobs: false },
    );
    first.jobs.register('test.slow', () => new Promise(() => {})); // never finishes: the "crash"
    await first.jobs.enqueue(first.database.db, {
      kind: 'test.slow',
      uniqueKey: 'slow',
      payload: { id: 7 },
    });
    void first.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [locked] = await first.database.db.select().from(jobs).where(eq(jobs.uniqueKey, 'slow'));
    expect(locked?.status).toBe('running');
    await first.database.close();

    const second = await buildTestApp(
      store,
      { jobs: { lockMs: 200, pollMs: 50, maxAttempts: 8 } },
      { startJobs: false },
    );
    const done: unknown[] = [];
    second.jobs.register('test.slow', async (payload) => {
      done.push(payload);
    });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await second.jobs.drain();
    expect(done).toEqual([{ id: 7 }]);
    await second.close();
  });
});

describe('mail', () => {
  it('records a queued message in the outbox with its attachments', async () => {
    store = await createTestStore();
    const app = await buildTestApp(store, {}, { startJobs: false });
    await app.storage.put('test/hello.pdf', Buffer.from('%PDF-1.4 hello'));
    await app.mailer.queue(app.database.db, 'test:1', {
      to: 'jean@example.ch',
      subject: 'Votre police',
      text: 'Bonjour',
      attachments: [{ filename: 'police.pdf', storageKey: 'test/hello.pdf' }],
    });
    await app.jobs.drain();
    const rows = await app.database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      toAddress: 'jean@example.ch',
      subject: 'Votre police',
      transport: 'outbox',
      attachments: [{ filename: 'police.pdf', storageKey: 'test/hello.pdf' }],
    });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Votre police');
    expect(page.body).toContain('police.pdf');
    await app.close();
  });

  it('hides the outbox page in production', async () => {
    store = await createTestStore();
    const app = await buildTestApp(store, { isProduction: true }, { startJobs: false });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(404);
    await app.close();
  });
});

describe('document storage', () => {
  it('refuses keys that would leave its folder', async () => {
    store = await createTestStore();
    const app = await buildTestApp(store, {}, { startJobs: false });
    await expect(app.storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(app.storage.put('a/../../b', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await app.storage.put('claims/1/a.pdf', Buffer.from('ok'));
    expect((await app.storage.get('claims/1/a.pdf')).toString()).toBe('ok');
    await app.close();
  });

  it('runs one job at a time in a process, also when jobs are queued while it works', async () => {
    store = await createTestStore();
    const app = await buildTestApp(store, { jobs: { lockMs: 60_000, pollMs: 50, maxAttempts: 8 } });
    let running = 0;
    let most = 0;
    let done = 0;
    app.jobs.register('test.busy', async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 40));
      running -= 1;
      done += 1;
    });
    // each enqueue wakes the queue: a wake-up must not start a second loop beside the first
    for (let i = 0; i < 6; i += 1) {
      await app.jobs.enqueue(app.database.db, {
        kind: 'test.busy',
        uniqueKey: `busy:${i}`,
        payload: {},
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (let waited = 0; done < 6 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(done).toBe(6);
    // one job in flight at a time: a kill -9 can interrupt at most one e-mail
    expect(most).toBe(1);
    await app.close();
  });
});
