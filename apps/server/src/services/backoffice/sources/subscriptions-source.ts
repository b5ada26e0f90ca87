import type { Locale } from '@app/domain/locale';
import { and, eq, sql } from 'drizzle-orm';
import { generatedDocuments, outbox, policies, subscriptions } from '../../../db/schema';
import type { DocumentStorage } from '../../storage/document-storage';
import { erasePayload, mailsQueuedUnder, type SubmissionSource } from './source';

const field = (data: unknown, name: string) => {
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};
const ofEmail = (email: string) =>
  sql`lower(${subscriptions.data}->>'email') = ${email.trim().toLowerCase()}`;

/**
 * Policies issued online (`subscription`) and offers sent (`offer`): a subscription that reached
 * its policy row. Drafts are not submissions and stay out of the inbox.
 */
function policySource(
  kind: 'subscription' | 'offer',
  policyKind: 'policy' | 'offer',
  storage: DocumentStorage,
): SubmissionSource {
  return {
    kind,
    rows: () => sql`
      select ${subscriptions.id}::text as source_id, ${policies.createdAt} as received_at,
        ${policies.number} as reference,
        ${subscriptions.data}->>'first_name' as first_name,
        ${subscriptions.data}->>'last_name' as last_name,
        coalesce(${subscriptions.data}->>'email', ${subscriptions.data}->>'agent_email') as email,
        ${policies.number} as policy_number,
        ${subscriptions.data}->>'animal_name' as animal_name, ${subscriptions.locale} as locale
      from ${subscriptions} join ${policies} on ${policies.subscriptionId} = ${subscriptions.id}
      where ${policies.kind} = ${policyKind}`,

    async detail(db, id) {
      if (!/^\d+$/.test(id)) return null;
      const [row] = await db
        .select({ subscription: subscriptions, policy: policies })
        .from(subscriptions)
        .innerJoin(policies, eq(policies.subscriptionId, subscriptions.id))
        .where(and(eq(subscriptions.id, Number(id)), eq(policies.kind, policyKind)));
      if (!row) return null;
      const { subscription, policy } = row;
      const documents = await db
        .select()
        .from(generatedDocuments)
        .where(eq(generatedDocuments.policyId, policy.id));
      const data = subscription.data as Record<string, unknown>;
      return {
        reference: policy.number,
        receivedAt: policy.createdAt.toISOString(),
        locale: (subscription.locale === 'de' ? 'de' : 'fr') as Locale,
        firstName: field(data, 'first_name'),
        lastName: field(data, 'last_name'),
        email: field(data, 'email') || field(data, 'agent_email'),
        policyNumber: policy.number,
        payload: {
          ...data,
          business_line: subscription.businessLine,
          policy_number: policy.number,
          policy_start_date: policy.startDate,
          payment_method: policy.paymentMethod,
          payment_mode: policy.paymentMode,
          first_invoice_total: Number(policy.amount),
        },
        files: documents.map((document) => ({
          id: String(document.id),
          name: document.storageKey.split('/').pop() ?? `${document.kind}.pdf`,
          mimeType: 'application/pdf',
          storageKey: document.storageKey,
          origin: 'generated' as const,
          label: document.kind,
        })),
        mails: await mailsQueuedUnder(db, `policy:${policy.id}:`),
      };
    },

    async exportFor(db, email) {
      const rows = await db
        .select({ subscription: subscriptions, policy: policies })
        .from(subscriptions)
        .leftJoin(policies, eq(policies.subscriptionId, subscriptions.id))
        .where(ofEmail(email));
      // both kinds read the same table: the subscription source answers for drafts too
      return rows
        .filter(({ policy }) => (policy ? policy.kind === policyKind : kind === 'subscription'))
        .map(({ subscription, policy }) => ({
          table: 'subscriptions',
          id: subscription.id,
          status: subscription.status,
          business_line: subscription.businessLine,
          locale: subscription.locale,
          created_at: subscription.createdAt.toISOString(),
          data: subscription.data,
          policy: policy
            ? {
                kind: policy.kind,
                number: policy.number,
                start_date: policy.startDate,
                amount: Number(policy.amount),
              }
            : null,
        }));
    },

    /**
     * Erases the personal fields of every subscription of the address (drafts, offers and
     * policies) and deletes their generated PDFs; the policy rows keep number, dates and
     * amounts (business records, art. 958f CO). Only the subscription source erases, once.
     */
    async eraseFor(tx, email) {
      if (kind !== 'subscription') return 0;
      const rows = await tx.select().from(subscriptions).where(ofEmail(email)).for('update');
      for (const row of rows) {
        const [policy] = await tx
          .select()
          .from(policies)
          .where(eq(policies.subscriptionId, row.id));
        if (policy) {
          const documents = await tx
            .select()
            .from(generatedDocuments)
            .where(eq(generatedDocuments.policyId, policy.id));
          for (const document of documents) await storage.remove(document.storageKey);
          await tx.delete(generatedDocuments).where(eq(generatedDocuments.policyId, policy.id));
        }
        await tx
          .update(subscriptions)
          .set({ data: erasePayload(row.data as Record<string, unknown>) })
          .where(eq(subscriptions.id, row.id));
      }
      return rows.length;
    },
  };
}

export const subscriptionSource = (storage: DocumentStorage) =>
  policySource('subscription', 'policy', storage);
export const offerSource = (storage: DocumentStorage) => policySource('offer', 'offer', storage);

/** E-mails sent to an address (outbox copies), for the export and the erasure. */
export const outboxOf = (email: string) =>
  sql`lower(${outbox.toAddress}) = ${email.trim().toLowerCase()}`;
