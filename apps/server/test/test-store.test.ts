import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestStore } from './helpers';

/**
 * Issue 11, CI: a store is removed only after the apps built on it have closed their database
 * connections (PostgreSQL's `drop database … with (force)` used to kill a pool's open
 * connection, and its error went unhandled), and nothing of it stays in the temp folder.
 */
describe('test stores', () => {
  it('close the apps still open on them before removing the database and the folder', async () => {
    const store = await createTestStore();
    const app = await buildTestApp(store, {}, { startJobs: false });
    await app.database.db.execute(sql`select 1`);
    await store.dispose();
    await expect(app.database.db.execute(sql`select 1`)).rejects.toThrow();
    expect(existsSync(store.config.dataDir)).toBe(false);
    // disposing again, or closing the app afterwards, is harmless
    await store.dispose();
    await app.close();
  });
});
