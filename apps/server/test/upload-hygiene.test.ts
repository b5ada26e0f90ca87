import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { createDocumentService } from '../src/services/documents/document-service';
import { createTestApp, csrfHeaders, multipart } from './helpers';

const pdf = () =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF')]);
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
});
