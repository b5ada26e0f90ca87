import { createHash } from 'node:crypto';
import type { Locale } from '@app/domain/locale';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { DocumentStorage } from '../storage/document-storage';

export interface MailAttachment {
  filename: string;
  storageKey: string;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative; every value typed by a user must be escaped in it. */
  html?: string;
  /** Where answers go (the customer, for the insurer inboxes); an address already validated. */
  replyTo?: string;
  locale?: Locale;
  attachments?: MailAttachment[];
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where a resend after an unknown outcome is noted (the job's key only). */
  log?: { warn(details: Record<string, unknown>, message: string): void };
}

/** The Message-ID of a queued message: the same for every attempt of its job. */
export function messageIdOf(mailKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(mailKey).digest('hex').slice(0, 32)}@${domain}>`;
}

/** A queued message as its job carries it: the Message-ID is fixed when it is queued. */
type QueuedMessage = MailMessage & { mailKey?: string; messageId?: string };

/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set, otherwise the outbox only (the message
 * is built but not sent). Either way every message is recorded in the outbox table. Sending is
 * a durable job: `queue()` is called inside the transaction of the write that needs the mail.
 *
 * Once only for the recipient (issue 11 item 7). Exactly-once over SMTP cannot be had: a crash
 * between the server's "250" and our record leaves the outcome unknown. So a retry is made
 * harmless instead: each message has a Message-ID fixed when it is queued (in the job's
 * payload), the outbox row is written as the attempt marker before the first send (the message
 * as sent: Message-ID, Date, content) and acknowledged right after the "250", and the job reads
 * that row first: acknowledged, it sends nothing; attempted only, it sends the same message
 * again, same Message-ID and Date, which mail clients and providers show once.
 */
export function createMailer(
  db: Db,
  jobs: JobQueue,
  storage: DocumentStorage,
  options: MailerOptions,
) {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const transportName = options.smtpUrl ? 'smtp' : 'outbox';

  /** The attempt marker of a message: the recorded one, or a new one written now. */
  async function markerOf(mailKey: string, message: QueuedMessage) {
    const [recorded] = await db.select().from(outbox).where(eq(outbox.mailKey, mailKey));
    if (recorded) return recorded;
    const [written] = await db
      .insert(outbox)
      .values({
        mailKey,
        // jobs queued before the Message-ID was in the payload: derived from the key, as then
        messageId: message.messageId ?? messageIdOf(mailKey, options.from),
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: (message.attachments ?? []).map(({ filename, storageKey }) => ({
          filename,
          storageKey,
        })),
        transport: transportName,
        acknowledgedAt: null,
        attempts: 0,
      })
      .onConflictDoNothing({ target: outbox.mailKey })
      .returning();
    if (written) return written;
    // written meanwhile by another attempt of the same job: that one is the message
    const [raced] = await db.select().from(outbox).where(eq(outbox.mailKey, mailKey));
    if (!raced) throw new Error(`outbox marker of ${mailKey} vanished`);
    return raced;
  }

  jobs.register('mail.send', async (payload) => {
    const message = payload as unknown as QueuedMessage;
    // jobs queued before the key was in the payload: their content is their identity
    const mailKey =
      message.mailKey ??
      `content:${createHash('sha256').update(JSON.stringify(payload)).digest('hex')}`;
    const marker = await markerOf(mailKey, message);
    if (marker.acknowledgedAt) return;
    if (marker.attempts > 0) {
      // an earlier attempt's outcome is unknown (a crash, a cut connection): the recipient may
      // get two copies of the same message (one Message-ID), never two messages
      options.log?.warn(
        { mailKey, attempts: marker.attempts },
        'e-mail sent again after an attempt of unknown outcome',
      );
    }
    // count the attempt before it is made: a crash during the send still shows it
    await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, marker.id));
    const attachments = await Promise.all(
      (message.attachments ?? []).map(async (attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType ?? 'application/pdf',
        content: await storage.get(attachment.storageKey),
      })),
    );
    // the message of the marker, whatever the configuration says now: a retry after an
    // unknown outcome must be the same message (Message-ID, Date, content)
    await transport.sendMail({
      from: options.from,
      to: marker.toAddress,
      subject: marker.subject,
      text: marker.textBody,
      messageId: marker.messageId ?? messageIdOf(mailKey, options.from),
      date: marker.sentAt,
      ...(marker.htmlBody ? { html: marker.htmlBody } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      attachments,
    });
    await db.update(outbox).set({ acknowledgedAt: sql`now()` }).where(eq(outbox.id, marker.id));
  });

  return {
    /**
     * Queues a message; `uniqueKey` makes queuing idempotent (e.g. `policy:42:customer`). Its
     * Message-ID is fixed here, in the job's payload, before any attempt.
     */
    queue(executor: Parameters<JobQueue['enqueue']>[0], uniqueKey: string, message: MailMessage) {
      const mailKey = `mail:${uniqueKey}`;
      return jobs.enqueue(executor, {
        kind: 'mail.send',
        uniqueKey: mailKey,
        payload: {
          ...message,
          mailKey,
          messageId: messageIdOf(mailKey, options.from),
        } as unknown as Record<string, unknown>,
      });
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
