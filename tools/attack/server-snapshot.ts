import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Snapshot } from './attack';

/** Row counts of every table of the app's database and the number of stored upload files. */
export function snapshotOf(app: FastifyInstance): () => Promise<Snapshot> {
  return async () => {
    const tables = (
      (await app.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] }
    ).rows.map((row) => row.table_name);
    const rows: Record<string, number> = {};
    for (const table of tables) {
      const result = (await app.database.db.execute(
        sql.raw(`select count(*)::int as n from "${table.replace(/"/g, '')}"`),
      )) as unknown as { rows: { n: number }[] };
      rows[table] = Number(result.rows[0]?.n ?? 0);
    }
    let files = 0;
    try {
      files = readdirSync(path.join(app.config.dataDir, 'documents', 'uploads'), {
        recursive: true,
        withFileTypes: true,
      }).filter((entry) => entry.isFile()).length;
    } catch {
      // no upload yet
    }
    return { rows, files };
  };
}
