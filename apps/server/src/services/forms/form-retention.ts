import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { formSubmissions, jobs, offerRequestDrafts, outbox, uploads } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { DocumentStorage } from '../storage/document-storage';

/** Submissions deleted per run; the next run takes the rest. */
const batchSize = 200;

/**
 * Deleting what we may no longer keep (spec 002 §5 and §9: job applications after one year;
 * decisions.md "Retention": contest entries after the draw, offer drafts after 7 days). Each
 * submission's deadline is stored with it (`purge_after`, from the application's clock when it
 * was sent); a durable job (`forms.purge`, queued at start and every hour, one per hour) deletes
 * what is due: the files, the upload rows, the contest entry and the draft, the queued or sent
 * e-mails (jobs and outbox rows, which hold the same personal data), then the submission.
 */
export function createFormRetention(deps: {
  db: Db;
  jobs: JobQueue;
  storage: DocumentStorage;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, storage, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function purgeSubmission(id: number) {
    // files first: a run stopped after this finds the rows again and removes nothing twice
    const files = await db
      .select({ storageKey: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.formSubmissionId, id));
    await Promise.all(files.map((file) => storage.remove(file.storageKey)));
    // a mail's key is its job's key (mailer.ts): the purge finds both by it
    const mailKeys = [`mail:form:${id}:insurer`, `mail:form:${id}:customer`];
    await db.transaction(async (tx) => {
      await tx.delete(uploads).where(eq(uploads.formSubmissionId, id));
      await tx.delete(jobs).where(inArray(jobs.uniqueKey, mailKeys));
      await tx.delete(outbox).where(inArray(outbox.mailKey, mailKeys));
      // contest_entries and offer_request_drafts follow by their foreign keys (on delete cascade)
      await tx.delete(formSubmissions).where(eq(formSubmissions.id, id));
    });
  }

  /** Deletes every submission and draft due at `at`; answers how many. */
  async function purgeDue(at: Date = now()): Promise<{ submissions: number; drafts: number }> {
    let submissions = 0;
    for (;;) {
      const due = await db
        .select({ id: formSubmissions.id })
        .from(formSubmissions)
        .where(lte(formSubmissions.purgeAfter, at))
        .orderBy(formSubmissions.id)
        .limit(batchSize);
      for (const { id } of due) await purgeSubmission(id);
      submissions += due.length;
      if (due.length < batchSize) break;
    }
    const drafts = await db
      .delete(offerRequestDrafts)
      .where(lte(offerRequestDrafts.expiresAt, at))
      .returning({ id: offerRequestDrafts.id });
    // the sweep's own finished rows are of no use
    await db
      .delete(jobs)
      .where(
        and(
          eq(jobs.kind, 'forms.purge'),
          eq(jobs.status, 'done'),
          lte(jobs.finishedAt, sql`now() - interval '1 day'`),
        ),
      );
    if (submissions + drafts.length > 0) {
      log.info({ submissions, drafts: drafts.length }, 'form data purged');
    }
    return { submissions, drafts: drafts.length };
  }

  deps.jobs.register('forms.purge', async () => {
    await purgeDue();
  });

  return {
    purgeDue,
    /** Queues this hour's sweep (a second call in the same hour is ignored). */
    schedule() {
      return deps.jobs.enqueue(db, {
        kind: 'forms.purge',
        uniqueKey: `forms.purge:${now().toISOString().slice(0, 13)}`,
        payload: {},
      });
    },
  };
}

export type FormRetention = ReturnType<typeof createFormRetention>;
