import type { Locale } from '@app/domain/locale';
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
  locale?: Locale;
  attachments?: MailAttachment[];
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
}

/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set, otherwise the outbox only (the message
 * is built but not sent). Either way every message is recorded in the outbox table. Sending is
 * a durable job: `queue()` is called inside the transaction of the write that needs the mail.
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

  jobs.register('mail.send', async (payload) => {
    const message = payload as unknown as MailMessage;
    const attachments = await Promise.all(
      (message.attachments ?? []).map(async (attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType ?? 'application/pdf',
        content: await storage.get(attachment.storageKey),
      })),
    );
    await transport.sendMail({
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments,
    });
    await db.insert(outbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      attachments: (message.attachments ?? []).map(({ filename, storageKey }) => ({
        filename,
        storageKey,
      })),
      transport: transportName,
    });
  });

  return {
    /** Queues a message; `uniqueKey` makes queuing idempotent (e.g. `policy:42:customer`). */
    queue(executor: Parameters<JobQueue['enqueue']>[0], uniqueKey: string, message: MailMessage) {
      return jobs.enqueue(executor, {
        kind: 'mail.send',
        uniqueKey: `mail:${uniqueKey}`,
        payload: message as unknown as Record<string, unknown>,
      });
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
