import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who acts: a staff member, or the system (jobs) when null. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: string;
  kind?: string | undefined;
  sourceId?: string | undefined;
  detail?: Record<string, unknown>;
}

type Executor = Pick<Db, 'insert'>;

/**
 * The audit trail of the back office (issue 13): written in the same transaction as the change
 * it records, so that no change exists without its entry.
 */
export async function audit(executor: Executor, actor: Actor | null, entry: AuditEntry) {
  await executor.insert(auditLog).values({
    staffId: actor?.id ?? null,
    staffEmail: actor?.email ?? null,
    action: entry.action,
    kind: entry.kind ?? null,
    sourceId: entry.sourceId ?? null,
    detail: entry.detail ?? {},
  });
}
