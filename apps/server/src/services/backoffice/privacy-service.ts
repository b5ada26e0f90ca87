import { createHmac } from 'node:crypto';
import { retention } from '@app/domain/backoffice/retention';
import { swissToday } from '@app/domain/dates/swiss-today';
import type { ErasureQueued, PersonalDataExport } from '@app/domain/schemas/backoffice-answers';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  claims,
  jobs as jobRows,
  outbox,
  payments,
  policies,
  policyRegister,
  resumeLinks,
  staffLoginAttempts,
  staffSessions,
  staffVerifications,
  subscriptions,
} from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { DocumentStorage } from '../storage/document-storage';
import { type Actor, audit } from './audit';
import { erasedMark, removeUploadsOf, type SubmissionSource, type Tx } from './sources/source';

/**
 * A purge rule of a kind of submission the back office does not keep (job applications after a
 * year, contest entries after the draw): the form_submissions source adds its rules here.
 */
export interface PurgeRule {
  name: string;
  /** Deletes what is past its time; answers how many rows went. */
  run(tx: Tx, now: Date): Promise<number>;
}

const day = 86_400_000;
const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Data protection (Swiss FADP, issue 13): what is stored about an e-mail address (export), its
 * erasure as a durable job, and the daily purge of what is kept no longer.
 */
export function createPrivacyService(deps: {
  db: Db;
  jobs: JobQueue;
  storage: DocumentStorage;
  sources: readonly SubmissionSource[];
  secret: string;
  purgeRules?: readonly PurgeRule[];
  now?: () => Date;
}) {
  const { db, jobs, storage, sources } = deps;
  const now = deps.now ?? (() => new Date());
  /** The trail keeps a keyed hash of an erased address, not the address itself. */
  const fingerprint = (email: string) =>
    createHmac('sha256', deps.secret).update(normalise(email)).digest('hex').slice(0, 32);

  async function exportFor(actor: Actor, email: string): Promise<PersonalDataExport> {
    const address = normalise(email);
    const found: PersonalDataExport['data'] = {};
    for (const source of sources) {
      const rows = (await source.exportFor?.(db, address)) ?? [];
      if (rows.length > 0) found[source.kind] = rows;
    }
    found.emails = (
      await db.select().from(outbox).where(sql`lower(${outbox.toAddress}) = ${address}`)
    ).map((row) => ({
      subject: row.subject,
      text: row.textBody,
      sent_at: row.sentAt.toISOString(),
    }));
    found.register = (
      await db
        .select()
        .from(policyRegister)
        .where(
          sql`${policyRegister.holders}::text ilike ${`%"${address.replace(/[%_\\"]/g, '')}"%`}`,
        )
    ).map((row) => ({
      policy_number: row.policyNumber,
      holders: row.holders,
      animals: row.animals,
    }));
    found.resume_links = (
      await db.select().from(resumeLinks).where(eq(resumeLinks.email, address))
    ).map((row) => ({
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      used: !!row.usedAt,
    }));
    await audit(db, actor, {
      action: 'privacy.exported',
      detail: { email_hash: fingerprint(address) },
    });
    return { email: address, generated_at: now().toISOString(), data: found };
  }

  /** Queues the erasure: a durable job, retried until done, recorded in the trail. */
  async function requestErasure(actor: Actor, email: string): Promise<ErasureQueued> {
    const address = normalise(email);
    await db.transaction(async (tx) => {
      await jobs.enqueue(tx, {
        kind: 'privacy.erase',
        uniqueKey: `privacy-erase:${fingerprint(address)}:${now().getTime()}`,
        payload: { email: address, requestedBy: actor.email },
      });
      await audit(tx, actor, {
        action: 'privacy.erase_requested',
        detail: { email_hash: fingerprint(address) },
      });
    });
    return { status: 'queued' };
  }

  /** Erases everything about an address; safe to run twice (the job may be retried). */
  async function erase(email: string, requestedBy: string | null) {
    const address = normalise(email);
    await db.transaction(async (tx) => {
      const counts: Record<string, number> = {};
      for (const source of sources) {
        const count = (await source.eraseFor?.(tx, address)) ?? 0;
        if (count > 0) counts[source.kind] = count;
      }
      const mails = await tx
        .delete(outbox)
        .where(sql`lower(${outbox.toAddress}) = ${address}`)
        .returning({ id: outbox.id });
      counts.emails = mails.length;
      // the queued copies of those e-mails (text with names) go too, once sent
      await tx
        .update(jobRows)
        .set({ payload: { to: erasedMark, subject: erasedMark, text: erasedMark } })
        .where(
          and(
            eq(jobRows.kind, 'mail.send'),
            sql`lower(${jobRows.payload}->>'to') = ${address}`,
            inArray(jobRows.status, ['done', 'failed']),
          ),
        );
      await tx.delete(resumeLinks).where(eq(resumeLinks.email, address));
      const registerRows = await tx
        .select()
        .from(policyRegister)
        .where(sql`${policyRegister.holders}::text ilike ${`%${address.replace(/[%_\\]/g, '')}%`}`);
      for (const row of registerRows) {
        const holders = (row.holders as { email: string | null }[]).map((holder) =>
          holder.email && normalise(holder.email) === address ? { ...holder, email: null } : holder,
        );
        await tx.update(policyRegister).set({ holders }).where(eq(policyRegister.id, row.id));
      }
      await audit(tx, null, {
        action: 'privacy.erased',
        detail: { email_hash: fingerprint(address), requested_by: requestedBy, counts },
      });
    });
  }

  jobs.register('privacy.erase', async (payload) => {
    await erase(String(payload.email), (payload.requestedBy as string | undefined) ?? null);
  });

  /** The rules of the daily purge (retention.ts). */
  const rules: PurgeRule[] = [
    {
      name: 'subscription-drafts',
      async run(tx, at) {
        const before = new Date(at.getTime() - retention.draftDays * day);
        const stale = await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .leftJoin(policies, eq(policies.subscriptionId, subscriptions.id))
          .where(and(isNull(policies.id), lt(subscriptions.updatedAt, before)));
        const ids = stale.map((row) => row.id);
        if (ids.length === 0) return 0;
        await tx.delete(payments).where(inArray(payments.subscriptionId, ids));
        await tx.delete(subscriptions).where(inArray(subscriptions.id, ids));
        return ids.length;
      },
    },
    {
      name: 'claim-drafts',
      async run(tx, at) {
        const before = new Date(at.getTime() - retention.draftDays * day);
        const stale = await tx
          .select({ id: claims.id })
          .from(claims)
          .where(and(eq(claims.status, 'draft'), lt(claims.updatedAt, before)));
        const ids = stale.map((row) => row.id);
        if (ids.length === 0) return 0;
        await removeUploadsOf(tx, storage, 'claimId', ids);
        await tx.delete(claims).where(inArray(claims.id, ids));
        return ids.length;
      },
    },
    {
      name: 'resume-links',
      async run(tx, at) {
        const before = new Date(at.getTime() - retention.resumeLinkDays * day);
        const gone = await tx
          .delete(resumeLinks)
          .where(lt(resumeLinks.expiresAt, before))
          .returning({ id: resumeLinks.id });
        return gone.length;
      },
    },
    {
      name: 'staff-sessions',
      async run(tx, at) {
        const sessions = await tx
          .delete(staffSessions)
          .where(lt(staffSessions.expiresAt, at))
          .returning({ id: staffSessions.id });
        await tx.delete(staffVerifications).where(lt(staffVerifications.expiresAt, at));
        await tx
          .delete(staffLoginAttempts)
          .where(
            and(
              lt(staffLoginAttempts.lastFailureAt, new Date(at.getTime() - day)),
              sql`(${staffLoginAttempts.lockedUntil} is null or ${staffLoginAttempts.lockedUntil} < ${at})`,
            ),
          );
        return sessions.length;
      },
    },
    ...(deps.purgeRules ?? []),
  ];

  async function purge() {
    const at = now();
    const counts: Record<string, number> = {};
    await db.transaction(async (tx) => {
      for (const rule of rules) {
        const count = await rule.run(tx, at);
        if (count > 0) counts[rule.name] = count;
      }
      await audit(tx, null, { action: 'privacy.purged', detail: counts });
    });
    return counts;
  }

  jobs.register('privacy.purge', async () => {
    await purge();
  });

  /** Queues today's purge (once per Swiss day, whatever the number of calls or servers). */
  async function schedulePurge() {
    await jobs.enqueue(db, {
      kind: 'privacy.purge',
      uniqueKey: `privacy-purge:${swissToday(now())}`,
      payload: {},
    });
  }

  return { exportFor, requestErasure, erase, schedulePurge, fingerprint };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
