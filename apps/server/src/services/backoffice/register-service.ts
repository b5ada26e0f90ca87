import { parseCsv } from '@app/domain/backoffice/csv';
import {
  checkAgainstRegister,
  normaliseEmail,
  normalisePolicyNumber,
  type RegisterCheck,
  type RegisterEntry,
  type RegisterHolder,
} from '@app/domain/backoffice/register-match';
import type { PolicyRegisterPage, RegisterImported } from '@app/domain/schemas/backoffice-answers';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { policies, policyRegister, subscriptions } from '../../db/schema';
import { FieldsError } from '../../http/errors';
import { type Actor, audit } from './audit';

/** The columns of a register import (one line per policyholder; a policy may have several). */
export const registerColumns = [
  'policy_number',
  'first_name',
  'last_name',
  'email',
  'animals',
] as const;

const emailCheck = z.email();

export interface RegisterListEntry extends RegisterEntry {
  animals: string[];
  source: 'online' | 'import';
}

/**
 * The policy register (issue 13): policies issued online (read from `policies`) and the
 * policies of the insurer's core system imported from CSV. Claims are checked against it.
 */
export function createRegisterService(db: Db) {
  /**
   * Register entries by normalised policy number (imports win over online policies).
   * `executor`: the caller's transaction when it holds one (PGlite has a single connection).
   */
  async function lookup(
    numbers: readonly string[],
    executor: Pick<Db, 'select'> = db,
  ): Promise<Map<string, RegisterListEntry>> {
    const wanted = [...new Set(numbers.map(normalisePolicyNumber).filter(Boolean))];
    const found = new Map<string, RegisterListEntry>();
    if (wanted.length === 0) return found;
    const online = await executor
      .select({ number: policies.number, data: subscriptions.data })
      .from(policies)
      .innerJoin(subscriptions, eq(subscriptions.id, policies.subscriptionId))
      .where(sql`${policies.kind} = 'policy' and ${policies.number} in ${wanted}`);
    for (const row of online) {
      const data = row.data as Record<string, unknown>;
      found.set(row.number, {
        policyNumber: row.number,
        holders: [
          {
            firstName: String(data.first_name ?? ''),
            lastName: String(data.last_name ?? ''),
            email: typeof data.email === 'string' ? data.email : null,
          },
        ],
        animals: [String(data.animal_name ?? '')],
        source: 'online',
      });
    }
    const imported = await executor
      .select()
      .from(policyRegister)
      .where(inArray(policyRegister.policyNumber, wanted));
    for (const row of imported) {
      found.set(row.policyNumber, {
        policyNumber: row.policyNumber,
        holders: row.holders as RegisterHolder[],
        animals: row.animals as string[],
        source: 'import',
      });
    }
    return found;
  }

  async function check(
    policyNumber: string | null,
    person: { firstName: string; lastName: string; email: string },
  ): Promise<RegisterCheck & { policy_number: string | null }> {
    const entries = await lookup(policyNumber ? [policyNumber] : []);
    const entry = policyNumber ? entries.get(normalisePolicyNumber(policyNumber)) : undefined;
    return { ...checkAgainstRegister(entry, person), policy_number: policyNumber };
  }

  /**
   * Imports a CSV export of the core system: every line is checked first and one bad line
   * refuses the whole file (422 naming the lines); then each policy of the file replaces its
   * register entry, in one transaction.
   */
  async function importCsv(actor: Actor, text: string): Promise<RegisterImported> {
    const rows = parseCsv(text);
    const [header, ...lines] = rows;
    const columns = header?.cells.map((cell) => cell.toLowerCase()) ?? [];
    if (!registerColumns.slice(0, 3).every((column) => columns.includes(column))) {
      throw new FieldsError([
        { field: 'file', key: 'admin.csv_header', params: { columns: registerColumns.join(';') } },
      ]);
    }
    const at = (cells: string[], column: string) => cells[columns.indexOf(column)] ?? '';
    const problems: { field: string; key: string; params: { line: number } }[] = [];
    const entries = new Map<string, { holders: RegisterHolder[]; animals: Set<string> }>();
    for (const { line, cells } of lines) {
      const number = normalisePolicyNumber(at(cells, 'policy_number'));
      const lastName = at(cells, 'last_name');
      const email = at(cells, 'email');
      if (!number || !lastName) {
        problems.push({ field: 'file', key: 'admin.csv_row_missing', params: { line } });
        continue;
      }
      if (email && !emailCheck.safeParse(email).success) {
        problems.push({ field: 'file', key: 'admin.csv_row_email', params: { line } });
        continue;
      }
      const entry = entries.get(number) ?? { holders: [], animals: new Set<string>() };
      entry.holders.push({
        firstName: at(cells, 'first_name'),
        lastName,
        email: email ? normaliseEmail(email) : null,
      });
      for (const animal of at(cells, 'animals').split(/[|,]/)) {
        if (animal.trim()) entry.animals.add(animal.trim());
      }
      entries.set(number, entry);
    }
    if (problems.length > 0) throw new FieldsError(problems.slice(0, 20));
    if (entries.size === 0) throw new FieldsError([{ field: 'file', key: 'admin.csv_empty' }]);
    await db.transaction(async (tx) => {
      for (const [policyNumber, entry] of entries) {
        const values = {
          policyNumber,
          holders: entry.holders,
          animals: [...entry.animals],
          importedAt: new Date(),
        };
        await tx
          .insert(policyRegister)
          .values(values)
          .onConflictDoUpdate({ target: policyRegister.policyNumber, set: values });
      }
      await audit(tx, actor, { action: 'register.imported', detail: { policies: entries.size } });
    });
    return { imported: entries.size, lines: lines.length };
  }

  /** The imported part of the register, newest first, searchable by number or name. */
  async function list(q: string | undefined, page: number): Promise<PolicyRegisterPage> {
    const pattern = q ? `%${q.replace(/[%_\\]/g, '\\$&')}%` : null;
    const where = pattern
      ? sql`${policyRegister.policyNumber} ilike ${pattern} or ${policyRegister.holders}::text ilike ${pattern}`
      : sql`true`;
    const pageSize = 50;
    const rows = await db
      .select()
      .from(policyRegister)
      .where(where)
      .orderBy(desc(policyRegister.importedAt), policyRegister.policyNumber)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(policyRegister)
      .where(where);
    return {
      items: rows.map((row) => ({
        policy_number: row.policyNumber,
        holders: row.holders as RegisterHolder[],
        animals: row.animals as string[],
        imported_at: row.importedAt.toISOString(),
      })),
      total: count?.total ?? 0,
      page,
      page_size: pageSize,
    };
  }

  return { lookup, check, importCsv, list };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
