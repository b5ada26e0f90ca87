import { type ChildProcess, fork } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { seedFromTemplate } from '../src/db/pglite-template';
import * as schema from '../src/db/schema';
import { subscriptions } from '../src/db/schema';
import { buildTestApp, createTestStore, type TestStore } from './helpers';

const isPglite = !process.env.TEST_DATABASE_URL;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-test-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite template', () => {
  function template(): string {
    const dir = path.join(folder(), 'template');
    mkdirSync(path.join(dir, 'base', '1'), { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    writeFileSync(path.join(dir, 'base', '1', '1259'), 'catalog');
    return dir;
  }

  it('fills an absent or empty data folder with a copy of the template, nothing left beside it', () => {
    const source = template();
    for (const isPresent of [false, true]) {
      const parent = folder();
      const target = path.join(parent, 'pglite');
      if (isPresent) mkdirSync(target);
      expect(seedFromTemplate(source, target)).toBe(true);
      expect(readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('18\n');
      expect(readFileSync(path.join(target, 'base', '1', '1259'), 'utf8')).toBe('catalog');
      expect(readdirSync(parent)).toEqual(['pglite']);
    }
  });

  it('never touches a data folder that holds anything, and needs a real template', () => {
    const target = path.join(folder(), 'pglite');
    mkdirSync(target);
    writeFileSync(path.join(target, 'PG_VERSION'), '17\n');
    expect(seedFromTemplate(template(), target)).toBe(false);
    expect(readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('17\n');

    const empty = path.join(folder(), 'pglite');
    expect(seedFromTemplate(path.join(folder(), 'missing'), empty)).toBe(false);
    expect(seedFromTemplate(undefined, empty)).toBe(false);
    expect(existsSync(empty)).toBe(false);
  });
});

describe.runIf(isPglite)('PGlite durability', () => {
  let child: ChildProcess | undefined;
  let store: TestStore | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    await store?.dispose();
  });

  function startServer(dataDir: string, templateDir: string): Promise<number> {
    child = fork(path.join(import.meta.dirname, 'fixtures/listen.ts'), [dataDir, templateDir], {
      cwd: path.join(import.meta.dirname, '..'),
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const started = child;
    return new Promise((resolve, reject) => {
      started.once('message', (message) => resolve((message as { port: number }).port));
      started.once('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
    });
  }

  it('keeps an acknowledged subscription after kill -9, on a database seeded from a template', async () => {
    // a migrated database made the usual way (initdb) serves as the template of the next one
    const made = await createTestStore();
    folders.push(made.config.dataDir);
    const noTemplate = path.join(made.config.dataDir, 'no-template');
    await (await buildTestApp(made, { pgliteTemplateDir: noTemplate })).close();
    const templateDir = path.join(made.config.dataDir, 'pglite');

    store = await createTestStore();
    const port = await startServer(store.config.dataDir, templateDir);
    const origin = `http://127.0.0.1:${port}`;
    const { token } = (await (await fetch(`${origin}/api/csrf`)).json()) as { token: string };
    const breeds = (await (
      await fetch(`${origin}/api/business-lines/dog/animal-races`)
    ).json()) as { id: number; slug: string }[];
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const answer = await fetch(`${origin}/api/subscriptions/init`, {
      method: 'POST',
      headers: {
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        business_line: 'dog',
        animal_name: 'Rex',
        animal_race_type: 'pure',
        animal_race_id: breeds.find((breed) => breed.slug === 'bouvier-bernois')?.id,
        animal_date_of_birth: '15.01.2022',
        policy_start_date: start.toISOString().slice(0, 10),
        email: 'anne.muster@example.ch',
      }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { user_token: userToken } = (await answer.json()) as { user_token: string };
    // no shutdown, no checkpoint: the process is gone the moment the answer has left it
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child?.kill('SIGKILL');
    await exited;

    const app = await buildTestApp(store);
    try {
      const rows = await app.database.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.userToken, userToken));
      expect(rows).toHaveLength(1);
      // the buffer pool is the small one of db/client.ts
      const setting = await app.database.db.execute(sql`show shared_buffers`);
      expect((setting as unknown as { rows: { shared_buffers: string }[] }).rows[0]).toEqual({
        shared_buffers: '16MB',
      });
    } finally {
      await app.close();
    }
  });
});

describe.runIf(isPglite)('PGlite client for drizzle', () => {
  it('reads every kind of column as drizzle on a plain PGlite does', async () => {
    const dataDir = folder();
    const migrationsDir = path.join(import.meta.dirname, '..', 'drizzle');
    const ours = await openDatabase({ databaseUrl: undefined, dataDir, migrationsDir });
    // timestamps with time zone, jsonb, numeric, text[], booleans and nulls
    await ours.db.insert(schema.jobs).values({
      kind: 'probe',
      uniqueKey: 'probe:1',
      payload: { amount: 12.35, at: '2026-03-10', list: [1, 'a', null] },
      lockedUntil: new Date('2026-03-10T08:30:00.123Z'),
    });
    await ours.db.insert(schema.coupons).values({
      code: 'PROBE',
      discountType: 'percentage',
      value: '12.50',
      businessLines: ['dog', 'cat'],
      validFrom: '2026-01-01 00:00:00+01',
    });
    const read = (db: typeof ours.db) =>
      Promise.all([
        db.select().from(schema.jobs),
        db.select().from(schema.coupons),
        db.select().from(schema.breeds).limit(20),
        db.execute(
          sql`select now()::date as day, interval '1 day' as span, '{1.5,2}'::numeric[] as amounts, array[now()::timestamp] as stamps`,
        ),
        db.transaction((tx) => tx.select().from(schema.jobs)),
      ]);
    const expected = await read(ours.db);
    await ours.close();

    const copy = path.join(folder(), 'pglite');
    cpSync(path.join(dataDir, 'pglite'), copy, { recursive: true });
    const plain = new PGlite(copy);
    try {
      const answered = await read(drizzle(plain, { schema }) as unknown as typeof ours.db);
      // now() differs between the two databases: compare the shape of those values (digits aside)
      expect(answered.slice(0, 3)).toEqual(expected.slice(0, 3));
      expect(answered[4]).toEqual(expected[4]);
      const shapeOf = (result: unknown) =>
        JSON.stringify(result, (_key, value) =>
          typeof value === 'string' ? value.replace(/\d+/g, '9') : value,
        );
      expect(shapeOf((answered[3] as { rows: unknown }).rows)).toBe(
        shapeOf((expected[3] as { rows: unknown }).rows),
      );
    } finally {
      await plain.close();
    }
  });
});
