import { utimesSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { createDocumentService } from '../src/services/documents/document-service';
import { createTestApp, csrfHeaders, multipart } from './helpers';
import { testPdf } from './test-files';

const pdf = () => testPdf();
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('upload hygiene', () => {
  it('limits uploads per client address and minute more tightly than other calls', async () => {
    const app = await createTestApp({ uploadRateLimitMax: 2 }, { startJobs: false });
    close = () => app.close();
    const headers = await csrfHeaders(app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = multipart([{ name: 'a.pdf', content: pdf() }], { type: 'invoice' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('removes uploads no claim took within a day, files included, and keeps the others', async () => {
    const app = await createTestApp({}, { startJobs: false });
    close = () => app.close();
    const headers = await csrfHeaders(app);
    const upload = async () => {
      const body = multipart([{ name: 'a.pdf', content: pdf() }], { type: 'report' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      return response.json<{ id: string }[]>()[0]?.id ?? '';
    };
    const old = await upload();
    const recent = await upload();
    await app.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(uploads.id, old));
    const [oldRow] = await app.database.db.select().from(uploads).where(eq(uploads.id, old));
    expect(await app.storage.exists(oldRow?.storageKey ?? '')).toBe(true);

    const purged = await createDocumentService({
      db: app.database.db,
      storage: app.storage,
    }).purgeUnclaimed();
    expect(purged).toBe(1);
    const left = (await app.database.db.select().from(uploads)).map((row) => row.id);
    expect(left).toEqual([recent]);
    expect(await app.storage.exists(oldRow?.storageKey ?? '')).toBe(false);
  });

  it('sweeps files left without their row by a crash, and keeps the others', async () => {
    const app = await createTestApp({}, { startJobs: false });
    close = () => app.close();
    const headers = await csrfHeaders(app);
    const body = multipart([{ name: 'a.pdf', content: pdf() }], { type: 'report' });
    const kept = (
      await app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      })
    ).json<{ id: string }[]>()[0]?.id;
    const [keptRow] = await app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, kept ?? ''));
    // a crash between the file and its row: the file stays, nobody points at it
    await app.storage.put('uploads/ab/ab000000-0000-4000-8000-000000000000.pdf', pdf());
    await app.storage.put('uploads/cd/cd000000-0000-4000-8000-000000000000.jpg', pdf());
    const root = path.join(app.config.dataDir, 'documents');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const key of [
      keptRow?.storageKey ?? '',
      'uploads/ab/ab000000-0000-4000-8000-000000000000.pdf',
    ]) {
      utimesSync(path.join(root, key), twoHoursAgo, twoHoursAgo);
    }
    const service = createDocumentService({ db: app.database.db, storage: app.storage });
    expect(await service.sweepOrphanFiles()).toBe(1);
    expect(await app.storage.exists('uploads/ab/ab000000-0000-4000-8000-000000000000.pdf')).toBe(
      false,
    );
    // a file younger than an hour may be an upload whose row is being committed
    expect(await app.storage.exists('uploads/cd/cd000000-0000-4000-8000-000000000000.jpg')).toBe(
      true,
    );
    expect(await app.storage.exists(keptRow?.storageKey ?? '')).toBe(true);
  });

  it('sweeps the .tmp of a generated PDF left by a crash once older than the job lock', async () => {
    const app = await createTestApp({}, { startJobs: false });
    close = () => app.close();
    const root = path.join(app.config.dataDir, 'documents');
    const stale = 'policies/7/police-P123.pdf.0a1b2c3d4e5f.tmp';
    const writing = 'policies/8/police-P124.pdf.abcdef012345.tmp';
    const finished = 'policies/7/police-P123.pdf';
    for (const key of [stale, writing, finished]) await app.storage.put(key, pdf());
    const beyondLock = new Date(Date.now() - 2 * 60_000);
    for (const key of [stale, finished]) utimesSync(path.join(root, key), beyondLock, beyondLock);
    const service = createDocumentService({
      db: app.database.db,
      storage: app.storage,
      generated: { prefixes: ['policies'], writeLockMs: 60_000 },
    });
    expect(await service.sweepOrphanFiles()).toBe(1);
    expect(await app.storage.exists(stale)).toBe(false);
    // younger than the lock: its job may still be writing it
    expect(await app.storage.exists(writing)).toBe(true);
    // a generated PDF has no upload row and is no orphan
    expect(await app.storage.exists(finished)).toBe(true);
  });
});
