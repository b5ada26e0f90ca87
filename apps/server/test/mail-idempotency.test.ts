import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../tools/lib/smtp-sink';
import type { AppConfig } from '../src/config';
import { jobs, outbox } from '../src/db/schema';
import { buildTestApp, createTestApp, createTestStore, type TestStore } from './helpers';

/**
 * Issue 11 item 7: an e-mail job taken again after a crash (its process died after the send,
 * before the job was marked done) does not send the e-mail a second time; when the outcome of a
 * send is unknown (a crash between the server's "250" and our record), the retry sends the same
 * message (Message-ID and Date), which the recipient's mail client shows once.
 */
let sink: SmtpSink;
let app: FastifyInstance;
const inboxes = {
  insurerInbox: 'assurance@alpaws.example',
  claimsInbox: 'sinistres@alpaws.example',
  managementInbox: 'direction@alpaws.example',
  partnerInbox: 'partenaires@alpaws.example',
  mediaInbox: 'medias@alpaws.example',
  marketingInbox: 'marketing@alpaws.example',
  hrInbox: 'rh@alpaws.example',
};

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp(
    {
      mail: {
        smtpUrl: sink.url,
        from: 'Alpaws <no-reply@alpaws.example>',
        insurerInbox: 'assurance@alpaws.example',
        claimsInbox: 'sinistres@alpaws.example',
        managementInbox: 'direction@alpaws.example',
        partnerInbox: 'partenaires@alpaws.example',
        mediaInbox: 'medias@alpaws.example',
        marketingInbox: 'marketing@alpaws.example',
        hrInbox: 'rh@alpaws.example',
      },
    },
    { startJobs: false },
  );
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

/** The state a kill -9 leaves: the job still `running`, its lock expired. */
async function crashedWhileRunning(uniqueKey: string) {
  await app.database.db
    .update(jobs)
    .set({ status: 'running', lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(jobs.uniqueKey, uniqueKey));
}

describe('e-mail jobs', () => {
  it('send once, even when the job runs again after a crash', async () => {
    await app.mailer.queue(app.database.db, 'test:once', {
      to: 'anne@example.ch',
      subject: 'Votre police',
      text: 'Bonjour',
    });
    await app.jobs.drain();
    expect(sink.mails.filter((mail) => mail.to.includes('anne@example.ch'))).toHaveLength(1);

    await crashedWhileRunning('mail:test:once');
    await app.jobs.drain();
    expect(sink.mails.filter((mail) => mail.to.includes('anne@example.ch'))).toHaveLength(1);
    const [job] = await app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, 'mail:test:once'));
    expect(job?.status).toBe('done');
    const rows = await app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'anne@example.ch'));
    expect(rows).toHaveLength(1);
  });

  it('give each message a Message-ID of its own key, the same on every attempt', async () => {
    await app.mailer.queue(app.database.db, 'test:id', {
      to: 'paul@example.ch',
      subject: 'Votre déclaration',
      text: 'Bonjour',
    });
    await app.jobs.drain();
    const [first] = sink.mails.filter((mail) => mail.to.includes('paul@example.ch'));
    expect(first?.messageId).toMatch(/^<[0-9a-f]{32}@alpaws\.example>$/);
    const [row] = await app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'paul@example.ch'));
    expect(row?.messageId).toBe(first?.messageId);
    // the rare crash between the server's acknowledgement and our record: the same message again
    await app.database.db.delete(outbox).where(eq(outbox.toAddress, 'paul@example.ch'));
    await crashedWhileRunning('mail:test:id');
    await app.jobs.drain();
    const both = sink.mails.filter((mail) => mail.to.includes('paul@example.ch'));
    expect(both.map((mail) => mail.messageId)).toEqual([first?.messageId, first?.messageId]);
  });
});

/** A loopback port nobody listens on: the SMTP connection is refused. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const dateOf = (data: string) => /^Date:\s*(.+)$/im.exec(data.split('\r\n\r\n')[0] ?? '')?.[1];

describe('a send of unknown outcome', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.dispose());

  const appWith = (mail: Partial<AppConfig['mail']>) =>
    buildTestApp(
      store,
      {
        mail: { smtpUrl: sink.url, from: 'Alpaws <no-reply@alpaws.example>', ...inboxes, ...mail },
      },
      { startJobs: false },
    );
  const markerOf = async (target: FastifyInstance, mailKey: string) =>
    (await target.database.db.select().from(outbox).where(eq(outbox.mailKey, mailKey)))[0];

  it('is recorded before the send, and the retry sends the same message', async () => {
    // the server cannot be reached: the attempt is recorded, unacknowledged
    const first = await appWith({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    await first.mailer.queue(first.database.db, 'test:marker', {
      to: 'lea@example.ch',
      subject: 'Votre offre',
      text: 'Bonjour',
    });
    await first.jobs.drain();
    const marker = await markerOf(first, 'mail:test:marker');
    expect(marker?.acknowledgedAt).toBeNull();
    expect(marker?.attempts).toBe(1);
    expect(marker?.messageId).toMatch(/^<[0-9a-f]{32}@alpaws\.example>$/);
    await first.close();

    // the next attempt (after the back-off) reaches it: the message recorded, acknowledged
    const second = await appWith({});
    await second.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.uniqueKey, 'mail:test:marker'));
    await second.jobs.drain();
    const received = sink.mails.filter((mail) => mail.to.includes('lea@example.ch'));
    expect(received).toHaveLength(1);
    expect(received[0]?.messageId).toBe(marker?.messageId);
    expect(new Date(dateOf(received[0]?.data ?? '') ?? '').getTime()).toBe(
      Math.floor((marker?.sentAt.getTime() ?? 0) / 1000) * 1000,
    );
    const acknowledged = await markerOf(second, 'mail:test:marker');
    expect(acknowledged?.acknowledgedAt).toBeInstanceOf(Date);
    expect(acknowledged?.attempts).toBe(2);
    await second.close();
  });

  it('after a crash between the server\'s "250" and our record: the same message again, even with another MAIL_FROM', async () => {
    const first = await appWith({});
    await first.mailer.queue(first.database.db, 'test:unknown', {
      to: 'noe@example.ch',
      subject: 'Votre déclaration',
      text: 'Bonjour',
    });
    await first.jobs.drain();
    // the state a kill -9 leaves right after the "250": attempted, not acknowledged, job running
    await first.database.db
      .update(outbox)
      .set({ acknowledgedAt: null })
      .where(eq(outbox.mailKey, 'mail:test:unknown'));
    await first.database.db
      .update(jobs)
      .set({ status: 'running', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.uniqueKey, 'mail:test:unknown'));
    await first.close();

    // restarted with another sender domain: the message keeps the Message-ID it was queued with
    const second = await appWith({ from: 'Alpaws <no-reply@mail.alpaws.example>' });
    await second.jobs.drain();
    const copies = sink.mails.filter((mail) => mail.to.includes('noe@example.ch'));
    expect(copies).toHaveLength(2);
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
    expect(dateOf(copies[1]?.data ?? '')).toBe(dateOf(copies[0]?.data ?? ''));
    expect(copies[0]?.messageId).toMatch(/@alpaws\.example>$/);
    const marker = await markerOf(second, 'mail:test:unknown');
    expect(marker?.acknowledgedAt).toBeInstanceOf(Date);
    expect(marker?.attempts).toBe(2);
    // and once acknowledged, never again
    await second.database.db
      .update(jobs)
      .set({ status: 'running', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.uniqueKey, 'mail:test:unknown'));
    await second.jobs.drain();
    expect(sink.mails.filter((mail) => mail.to.includes('noe@example.ch'))).toHaveLength(2);
    await second.close();
  });
});
