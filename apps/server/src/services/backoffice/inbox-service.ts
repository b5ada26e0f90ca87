import { toCsv } from '@app/domain/backoffice/csv';
import { checkAgainstRegister, normalisePolicyNumber } from '@app/domain/backoffice/register-match';
import { kindsOfRoles, parseRoles } from '@app/domain/backoffice/roles';
import {
  checkTransition,
  nextTransitions,
  type SubmissionKind,
  workflows,
} from '@app/domain/backoffice/workflows';
import type { InboxQuery } from '@app/domain/schemas/backoffice';
import type {
  Assigned,
  AssigneeList,
  Dashboard,
  InboxPage,
  NoteAdded,
  StatusChanged,
  SubmissionDetail,
} from '@app/domain/schemas/backoffice-answers';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, caseEvents, caseFiles, caseNotes, staffUsers } from '../../db/schema';
import { DomainError } from '../../http/errors';
import type { StaffPrincipal } from '../staff/staff-service';
import type { DocumentStorage } from '../storage/document-storage';
import { audit } from './audit';
import type { RegisterService } from './register-service';
import type { SubmissionSource, Tx } from './sources/source';

export const pageSize = 50;

/** Kinds whose submissions are checked against the policy register (claims, contract forms). */
const registerCheckedKinds: readonly SubmissionKind[] = [
  'claim',
  'claim-documents',
  'help-request',
];

interface InboxRow {
  kind: SubmissionKind;
  source_id: string;
  received_at: string | Date;
  reference: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  policy_number: string | null;
  animal_name: string | null;
  locale: string;
  status: string;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_email: string | null;
  amount: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The back-office inbox over every submission source (issue 13): one SQL query unions the
 * sources' rows with the back office's own file (status, assignee), filters, searches and
 * pages; the detail, the workflow moves, notes and assignment work on (kind, id).
 */
export function createInboxService(deps: {
  db: Db;
  sources: readonly SubmissionSource[];
  register: RegisterService;
  storage: DocumentStorage;
  now?: () => Date;
}) {
  const { db, register } = deps;
  const now = deps.now ?? (() => new Date());
  const sourceOf = new Map(deps.sources.map((source) => [source.kind, source]));

  function allowedKinds(staff: StaffPrincipal): SubmissionKind[] {
    return kindsOfRoles(staff.roles).filter((kind) => sourceOf.has(kind));
  }

  /** The source of a kind the staff member may work, else 403 (or 404 for a kind with no source). */
  function sourceFor(staff: StaffPrincipal, kind: SubmissionKind): SubmissionSource {
    if (!kindsOfRoles(staff.roles).includes(kind)) throw new DomainError(403, 'staff.forbidden');
    const source = sourceOf.get(kind);
    if (!source) throw new DomainError(404, 'admin.submission_unknown');
    return source;
  }

  function unionOf(kinds: readonly SubmissionKind[]): SQL {
    const parts = kinds.map((kind) => {
      const source = sourceOf.get(kind) as SubmissionSource;
      return sql`select ${kind}::text as kind, s.* from (${source.rows()}) s`;
    });
    return sql.join(parts, sql` union all `);
  }

  function filtered(staff: StaffPrincipal, query: Partial<InboxQuery>): SQL {
    if (query.kind && !kindsOfRoles(staff.roles).includes(query.kind)) {
      throw new DomainError(403, 'staff.forbidden');
    }
    const kinds = query.kind
      ? [query.kind].filter((kind) => sourceOf.has(kind))
      : allowedKinds(staff);
    if (kinds.length === 0) return sql`select null where false`;
    const conditions: SQL[] = [sql`true`];
    if (query.status) conditions.push(sql`coalesce(f.status, 'received') = ${query.status}`);
    if (query.assignee === 'none') conditions.push(sql`f.assignee_id is null`);
    else if (query.assignee) conditions.push(sql`f.assignee_id = ${query.assignee}`);
    // days are Swiss calendar days
    if (query.from)
      conditions.push(
        sql`(u.received_at at time zone 'Europe/Zurich')::date >= ${query.from}::date`,
      );
    if (query.to)
      conditions.push(sql`(u.received_at at time zone 'Europe/Zurich')::date <= ${query.to}::date`);
    if (query.q) {
      const pattern = `%${query.q.replace(/[%_\\]/g, '\\$&')}%`;
      const compact = `%${query.q.replace(/\s+/g, '').replace(/[%_\\]/g, '\\$&')}%`;
      conditions.push(sql`(
        concat_ws(' ', u.reference, u.first_name, u.last_name, u.email, u.policy_number, u.animal_name) ilike ${pattern}
        or replace(coalesce(u.policy_number, ''), ' ', '') ilike ${compact}
        or concat_ws(' ', u.last_name, u.first_name) ilike ${pattern})`);
    }
    return sql`
      select u.kind, u.source_id, u.received_at, u.reference, u.first_name, u.last_name, u.email,
        u.policy_number, u.animal_name, u.locale, coalesce(f.status, 'received') as status,
        f.assignee_id, a.name as assignee_name, a.email as assignee_email, f.amount::text as amount
      from (${unionOf(kinds)}) u
      left join ${caseFiles} f on f.kind = u.kind and f.source_id = u.source_id
      left join ${staffUsers} a on a.id = f.assignee_id
      where ${sql.join(conditions, sql` and `)}`;
  }

  async function rowsOf(query: SQL): Promise<InboxRow[]> {
    const result = await db.execute(query);
    return (result as unknown as { rows: InboxRow[] }).rows;
  }

  /** Register flags of claim rows, in one lookup for the whole page. */
  async function registerFlagsOfRows(rows: InboxRow[]) {
    const checked = rows.filter(
      (row) => registerCheckedKinds.includes(row.kind) && row.policy_number,
    );
    const entries = await register.lookup(checked.map((row) => row.policy_number as string));
    return (row: InboxRow) => {
      if (!registerCheckedKinds.includes(row.kind) || !row.policy_number) return null;
      return checkAgainstRegister(entries.get(normalisePolicyNumber(row.policy_number)), {
        firstName: row.first_name ?? '',
        lastName: row.last_name ?? '',
        email: row.email ?? '',
      });
    };
  }

  async function list(staff: StaffPrincipal, query: InboxQuery): Promise<InboxPage> {
    const base = filtered(staff, query);
    const rows = await rowsOf(
      sql`${base} order by received_at desc, kind, source_id limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
    );
    const [count] = await rowsOf(sql`select count(*)::int as total from (${base}) t`);
    const flagsOf = await registerFlagsOfRows(rows);
    return {
      items: rows.map((row) => ({
        kind: row.kind,
        id: row.source_id,
        received_at: iso(row.received_at),
        reference: row.reference,
        name: [row.first_name, row.last_name].filter(Boolean).join(' '),
        email: row.email,
        policy_number: row.policy_number,
        animal_name: row.animal_name,
        locale: row.locale,
        status: row.status,
        assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name } : null,
        amount: row.amount === null ? null : Number(row.amount),
        register: flagsOf(row),
      })),
      total: (count as unknown as { total: number } | undefined)?.total ?? 0,
      page: query.page,
      page_size: pageSize,
    };
  }

  const csvHeader = [
    'kind',
    'reference',
    'received_at',
    'status',
    'assignee',
    'first_name',
    'last_name',
    'email',
    'policy_number',
    'animal_name',
    'language',
    'amount_chf',
    'register',
  ];

  /** The filtered list as CSV (every page), for spreadsheets; the export is audited. */
  async function csv(staff: StaffPrincipal, query: InboxQuery) {
    const rows = await rowsOf(
      sql`${filtered(staff, query)} order by received_at desc, kind, source_id`,
    );
    const flagsOf = await registerFlagsOfRows(rows);
    const swissTime = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Zurich',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const body = toCsv(
      csvHeader,
      rows.map((row) => {
        const check = flagsOf(row);
        return [
          row.kind,
          row.reference,
          swissTime.format(new Date(row.received_at)),
          row.status,
          row.assignee_email,
          row.first_name,
          row.last_name,
          row.email,
          row.policy_number,
          row.animal_name,
          row.locale,
          row.amount === null ? '' : Number(row.amount).toFixed(2),
          check ? check.flags.join(' ') || 'matched' : '',
        ];
      }),
    );
    const { page: _page, locale: _locale, ...filters } = query;
    await audit(db, staff, { action: 'inbox.exported', detail: { filters, rows: rows.length } });
    return body;
  }

  /** Counts per kind and status, and per day, of what arrived in the last 30 days. */
  async function dashboard(staff: StaffPrincipal): Promise<Dashboard> {
    const since = new Date(now().getTime() - 30 * 86_400_000);
    const base = filtered(staff, {});
    const byStatus = await rowsOf(sql`
      select kind, status, count(*)::int as count from (${base}) t
      where received_at >= ${since.toISOString()}::timestamptz
      group by kind, status order by kind, status`);
    const byDay = await rowsOf(sql`
      select to_char((received_at at time zone 'Europe/Zurich')::date, 'YYYY-MM-DD') as day,
        kind, count(*)::int as count from (${base}) t
      where received_at >= ${since.toISOString()}::timestamptz
      group by 1, kind order by 1, kind`);
    return {
      since: since.toISOString(),
      kinds: allowedKinds(staff),
      by_status: byStatus as unknown as Dashboard['by_status'],
      by_day: byDay as unknown as Dashboard['by_day'],
    };
  }

  async function fileRow(executor: Db | Tx, kind: SubmissionKind, id: string) {
    const [file] = await executor
      .select()
      .from(caseFiles)
      .where(and(eq(caseFiles.kind, kind), eq(caseFiles.sourceId, id)));
    return file;
  }

  async function detail(
    staff: StaffPrincipal,
    kind: SubmissionKind,
    id: string,
  ): Promise<SubmissionDetail> {
    const source = sourceFor(staff, kind);
    const found = await source.detail(db, id);
    if (!found) throw new DomainError(404, 'admin.submission_unknown');
    const file = await fileRow(db, kind, id);
    const status = file?.status ?? workflows[kind].initial;
    const staffName = sql<
      string | null
    >`(select ${staffUsers.name} from ${staffUsers} where ${staffUsers.id} = `;
    const events = await db
      .select({
        id: caseEvents.id,
        from: caseEvents.fromStatus,
        to: caseEvents.toStatus,
        amount: caseEvents.amount,
        reason: caseEvents.reason,
        at: caseEvents.createdAt,
        staff: sql<string | null>`${staffName}${caseEvents.staffId})`,
      })
      .from(caseEvents)
      .where(and(eq(caseEvents.kind, kind), eq(caseEvents.sourceId, id)))
      .orderBy(asc(caseEvents.id));
    const notes = await db
      .select({
        id: caseNotes.id,
        body: caseNotes.body,
        at: caseNotes.createdAt,
        staff: sql<string | null>`${staffName}${caseNotes.staffId})`,
      })
      .from(caseNotes)
      .where(and(eq(caseNotes.kind, kind), eq(caseNotes.sourceId, id)))
      .orderBy(asc(caseNotes.id));
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, kind), eq(auditLog.sourceId, id)))
      .orderBy(asc(auditLog.id));
    const assignee = file?.assigneeId
      ? (await db.select().from(staffUsers).where(eq(staffUsers.id, file.assigneeId)))[0]
      : undefined;
    await audit(db, staff, { action: 'submission.viewed', kind, sourceId: id });
    return {
      kind,
      id,
      reference: found.reference,
      received_at: found.receivedAt,
      locale: found.locale,
      person: { first_name: found.firstName, last_name: found.lastName, email: found.email },
      policy_number: found.policyNumber,
      payload: found.payload,
      files: found.files.map((entry) => ({
        id: entry.id,
        name: entry.name,
        mime_type: entry.mimeType,
        origin: entry.origin,
        label: entry.label ?? null,
      })),
      mails: found.mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        status: mail.status,
        queued_at: mail.queuedAt,
      })),
      register: registerCheckedKinds.includes(kind)
        ? await register.check(found.policyNumber, found)
        : null,
      status,
      is_final: workflows[kind].final.includes(status),
      transitions: nextTransitions(kind, status).map((move) => ({
        to: move.to,
        needs_amount: move.needsAmount === true,
        needs_reason: move.needsReason === true,
      })),
      amount: file?.amount ? Number(file.amount) : null,
      reason: file?.reason ?? null,
      assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
      events: events.map((event) => ({
        ...event,
        amount: event.amount === null ? null : Number(event.amount),
        at: event.at.toISOString(),
      })),
      notes: notes.map((note) => ({ ...note, at: note.at.toISOString() })),
      audit: trail.map((entry) => ({
        action: entry.action,
        staff: entry.staffEmail,
        at: entry.createdAt.toISOString(),
        // audit() writes an object (an empty one when the action records nothing)
        detail: entry.detail as Record<string, unknown>,
      })),
    };
  }

  /** A file of a submission, for download by staff only; every download is in the trail. */
  async function download(staff: StaffPrincipal, kind: SubmissionKind, id: string, fileId: string) {
    const source = sourceFor(staff, kind);
    const found = await source.detail(db, id);
    const entry = found?.files.find((file) => file.id === fileId);
    if (!entry) throw new DomainError(404, 'admin.document_unknown');
    const bytes = await deps.storage.get(entry.storageKey);
    await audit(db, staff, {
      action: 'document.downloaded',
      kind,
      sourceId: id,
      detail: { file: entry.id, name: entry.name },
    });
    return { bytes, name: entry.name, mimeType: entry.mimeType };
  }

  /** The file row of a submission, created in its first status when missing, locked. */
  async function lockFile(tx: Tx, kind: SubmissionKind, id: string) {
    await tx
      .insert(caseFiles)
      .values({ kind, sourceId: id, status: workflows[kind].initial })
      .onConflictDoNothing();
    const [file] = await tx
      .select()
      .from(caseFiles)
      .where(and(eq(caseFiles.kind, kind), eq(caseFiles.sourceId, id)))
      .for('update');
    if (!file) throw new Error('case file missing after insert');
    return file;
  }

  async function ensureExists(source: SubmissionSource, id: string) {
    if (!(await source.detail(db, id))) throw new DomainError(404, 'admin.submission_unknown');
  }

  /**
   * Moves a file along its workflow: only the moves of the workflow, from the status the staff
   * member saw (a change made meanwhile answers 409), with the amount or reason the move needs.
   * The event, the audit entry and the customer's e-mail are written in the same transaction.
   */
  async function transition(
    staff: StaffPrincipal,
    kind: SubmissionKind,
    id: string,
    input: { from: string; to: string; amount?: number | undefined; reason?: string | undefined },
  ): Promise<StatusChanged> {
    const source = sourceFor(staff, kind);
    await ensureExists(source, id);
    return db.transaction(async (tx) => {
      const file = await lockFile(tx, kind, id);
      if (file.status !== input.from) throw new DomainError(409, 'admin.stale');
      const check = checkTransition(kind, file.status, input.to, input);
      if (!check.ok) {
        const [key, field] = {
          status_unknown: ['admin.status_unknown', 'to'],
          not_allowed: ['admin.transition_not_allowed', 'to'],
          amount_required: ['admin.amount_required', 'amount'],
          reason_required: ['admin.reason_required', 'reason'],
        }[check.reason];
        throw new DomainError(422, key as string, { from: file.status }, field);
      }
      const amount = check.transition.needsAmount ? (input.amount as number) : null;
      const reason = input.reason?.trim() ? input.reason.trim() : null;
      await tx
        .update(caseFiles)
        .set({
          status: input.to,
          ...(amount !== null ? { amount: amount.toFixed(2) } : {}),
          ...(check.transition.needsReason ? { reason } : {}),
          updatedAt: now(),
        })
        .where(and(eq(caseFiles.kind, kind), eq(caseFiles.sourceId, id)));
      const [event] = await tx
        .insert(caseEvents)
        .values({
          kind,
          sourceId: id,
          fromStatus: file.status,
          toStatus: input.to,
          amount: amount === null ? null : amount.toFixed(2),
          reason,
          staffId: staff.id,
        })
        .returning({ id: caseEvents.id });
      await audit(tx, staff, {
        action: 'status.changed',
        kind,
        sourceId: id,
        detail: { from: file.status, to: input.to, amount, reason },
      });
      // the amount paid is the amount approved
      const paidAmount = input.to === 'paid' && file.amount ? Number(file.amount) : amount;
      await source.onStatusChange?.(tx, id, {
        eventId: event?.id ?? 0,
        from: file.status,
        to: input.to,
        amount: paidAmount,
        reason,
      });
      return { status: input.to };
    });
  }

  async function addNote(
    staff: StaffPrincipal,
    kind: SubmissionKind,
    id: string,
    body: string,
  ): Promise<NoteAdded> {
    const source = sourceFor(staff, kind);
    await ensureExists(source, id);
    await db.transaction(async (tx) => {
      const [note] = await tx
        .insert(caseNotes)
        .values({ kind, sourceId: id, staffId: staff.id, body })
        .returning({ id: caseNotes.id });
      await audit(tx, staff, {
        action: 'note.added',
        kind,
        sourceId: id,
        detail: { note: note?.id },
      });
    });
    return { status: 'added' };
  }

  /** Gives the file to a staff member who works this kind, or releases it (null). */
  async function assign(
    staff: StaffPrincipal,
    kind: SubmissionKind,
    id: string,
    assigneeId: string | null,
  ): Promise<Assigned> {
    const source = sourceFor(staff, kind);
    await ensureExists(source, id);
    if (assigneeId) {
      const [assignee] = await db.select().from(staffUsers).where(eq(staffUsers.id, assigneeId));
      if (!assignee?.isActive || !kindsOfRoles(parseRoles(assignee.roles)).includes(kind)) {
        throw new DomainError(422, 'admin.assignee_unknown', {}, 'assignee_id');
      }
    }
    await db.transaction(async (tx) => {
      const file = await lockFile(tx, kind, id);
      await tx
        .update(caseFiles)
        .set({ assigneeId, updatedAt: now() })
        .where(and(eq(caseFiles.kind, kind), eq(caseFiles.sourceId, id)));
      await audit(tx, staff, {
        action: 'file.assigned',
        kind,
        sourceId: id,
        detail: { from: file.assigneeId, to: assigneeId },
      });
    });
    return { status: 'assigned' };
  }

  /** Active staff members and the kinds they work (assignment lists, filters). */
  async function assignees(): Promise<AssigneeList['items']> {
    const rows = await db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.isActive, true))
      .orderBy(staffUsers.name);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      kinds: kindsOfRoles(parseRoles(row.roles)),
    }));
  }

  return {
    list,
    csv,
    dashboard,
    detail,
    download,
    transition,
    addNote,
    assign,
    assignees,
    allowedKinds,
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
