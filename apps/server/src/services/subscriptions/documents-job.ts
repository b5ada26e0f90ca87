import { randomBytes } from 'node:crypto';
import { brand } from '@app/domain/brand';
import type { BusinessLine } from '@app/domain/business-lines';
import { toSwissDate } from '@app/domain/dates/calendar';
import { swissToday } from '@app/domain/dates/swiss-today';
import { formatChf } from '@app/domain/format/chf';
import { isLocale, type Locale } from '@app/domain/locale';
import type { QuoteBreakdown } from '@app/domain/pricing/quote';
import { invoiceDueDate, offerValidUntil } from '@app/domain/subscriptions/deadlines';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generatedDocuments, policies, subscriptions } from '../../db/schema';
import type { CatalogService } from '../catalog/catalog-service';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { collect, layoutDocument } from '../pdf/pdf-layout';
import { attachQrBill, qrReference } from '../pdf/qr-bill';
import type { DocumentStorage } from '../storage/document-storage';
import { documentTexts, fill } from './document-texts';
import {
  certificateReasonsOf,
  invoiceDocumentSpec,
  type PolicyDocumentInput,
  policyDocumentSpec,
  policyholderName,
} from './policy-documents';
import type { SubscriptionData } from './subscription-service';

/** Where the generated policy and offer PDFs are stored (the orphan sweep looks here too). */
export const policyDocumentsPrefix = 'policies';

export interface DocumentsJobDeps {
  db: Db;
  catalog: CatalogService;
  jobs: JobQueue;
  mailer: Mailer;
  storage: DocumentStorage;
  insurerInbox: string;
}

type Policy = typeof policies.$inferSelect;

/**
 * The durable job that turns an issued policy (or an offer) into its PDFs and e-mails. It is
 * idempotent: PDFs are rebuilt to the same storage keys, rows are inserted once (unique per
 * policy and kind), e-mails are queued under unique keys. A restart in the middle simply runs it
 * again.
 */
export function registerDocumentsJob(deps: DocumentsJobDeps) {
  const { db, catalog, storage, mailer } = deps;

  async function documentInput(
    policy: Policy,
    data: SubscriptionData,
    locale: Locale,
  ): Promise<PolicyDocumentInput> {
    const businessLine = data.business_line as BusinessLine;
    const breed = data.animal_race_id
      ? await catalog.findBreed(businessLine, Number(data.animal_race_id), locale)
      : null;
    const gender = data.animal_gender_id
      ? await catalog.findGender(businessLine, Number(data.animal_gender_id), locale)
      : null;
    const salutation = data.salutation_id
      ? await catalog.findSalutation(Number(data.salutation_id), locale)
      : null;
    return {
      locale,
      kind: policy.kind === 'offer' ? 'offer' : 'policy',
      number: policy.number,
      issuedOn: swissToday(policy.createdAt),
      paymentMethod: policy.paymentMethod,
      breakdown: policy.breakdown as QuoteBreakdown,
      data,
      breedName: breed?.name ?? null,
      genderName: gender?.name ?? null,
      salutationName: salutation?.name ?? null,
    };
  }

  async function build(policy: Policy, input: PolicyDocumentInput) {
    const { data, locale, breakdown } = input;
    const t = documentTexts[locale];
    const isOffer = policy.kind === 'offer';
    const main = layoutDocument(policyDocumentSpec(input));
    const mainPdf = collect(main);
    main.end();
    const files = [
      {
        kind: policy.kind,
        filename: `${isOffer ? 'offre' : 'police'}-${policy.number}.pdf`,
        bytes: await mainPdf,
      },
    ];

    if (!isOffer && policy.paymentMethod === 'invoice') {
      const reference = qrReference(policy.number, 1);
      const invoice = layoutDocument(invoiceDocumentSpec(input));
      attachQrBill(invoice, {
        amount: breakdown.first_invoice.total,
        reference,
        message: `${t.policyNumber} ${policy.number}`,
        locale,
        debtor: {
          name: policyholderName(data) || String(data.animal_name),
          address: String(data.street_name ?? '-'),
          buildingNumber: data.building_number ? String(data.building_number) : undefined,
          zip: String(data.zip ?? '1000'),
          city: String(data.city ?? '-'),
        },
      });
      const invoicePdf = collect(invoice);
      invoice.end();
      files.push({
        kind: 'invoice',
        filename: `facture-${policy.number}.pdf`,
        bytes: await invoicePdf,
      });
      await db.update(policies).set({ qrReference: reference }).where(eq(policies.id, policy.id));
    }
    return files;
  }

  deps.jobs.register('subscription.documents', async (payload) => {
    const policyId = Number(payload.policyId);
    const [policy] = await db.select().from(policies).where(eq(policies.id, policyId));
    if (!policy) throw new Error(`policy ${policyId} not found`);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, policy.subscriptionId));
    if (!subscription) throw new Error(`subscription of policy ${policyId} not found`);
    const locale: Locale = isLocale(subscription.locale) ? subscription.locale : 'fr';
    const data = subscription.data as SubscriptionData;
    const input = await documentInput(policy, data, locale);
    const files = await build(policy, input);
    const stored = files.map((file) => ({
      ...file,
      storageKey: `${policyDocumentsPrefix}/${policy.id}/${file.filename}`,
    }));
    for (const file of stored) await storage.put(file.storageKey, file.bytes);

    const t = documentTexts[locale];
    const isOffer = policy.kind === 'offer';
    const params = {
      number: policy.number,
      animal: String(data.animal_name),
      name: policyholderName(data) || String(data.animal_name),
      start: toSwissDate(policy.startDate),
      amount: formatChf(Number(policy.amount)),
      due: toSwissDate(invoiceDueDate(input.issuedOn, policy.startDate)),
      validUntil: toSwissDate(offerValidUntil(input.issuedOn)),
      brand: brand.name,
      species: t[`species_${data.business_line as BusinessLine}`],
      kind: isOffer ? t.notifyOffer : t.notifyPolicy,
    };
    const attachments = stored.map((file) => ({
      filename: file.filename,
      storageKey: file.storageKey,
    }));
    await db.transaction(async (tx) => {
      for (const file of stored) {
        await tx
          .insert(generatedDocuments)
          .values({
            policyId: policy.id,
            kind: file.kind,
            storageKey: file.storageKey,
            publicToken: randomBytes(24).toString('base64url'),
          })
          .onConflictDoNothing();
      }
      const customerEmail =
        (data.email as string | undefined) ?? (data.agent_email as string | undefined);
      if (customerEmail) {
        const body = [
          fill(t.mailGreeting, params),
          '',
          fill(isOffer ? t.mailOfferBody : t.mailPolicyBody, params),
          ...(isOffer && certificateReasonsOf(input).length > 0 ? [t.mailOfferCertificate] : []),
          ...(policy.paymentMethod === 'invoice' && !isOffer
            ? [fill(t.mailInvoiceBody, params)]
            : []),
          '',
          fill(t.mailSignature, params),
        ].join('\n');
        await mailer.queue(tx, `policy:${policy.id}:customer`, {
          to: customerEmail,
          subject: fill(isOffer ? t.mailOfferSubject : t.mailPolicySubject, params),
          text: body,
          locale,
          attachments,
        });
      }
      const fr = documentTexts.fr;
      await mailer.queue(tx, `policy:${policy.id}:insurer`, {
        to: deps.insurerInbox,
        subject: fill(fr.notifySubject, {
          ...params,
          kind: isOffer ? fr.notifyOffer : fr.notifyPolicy,
          species: fr[`species_${data.business_line as BusinessLine}`],
        }),
        text: [
          `${policy.number} · ${policy.kind} · CHF ${Number(policy.amount).toFixed(2)}`,
          `Canal: ${String(data.partner_key)} / ${String(data.referrer_key)}`,
          `Agent: ${[data.agent_first_name, data.agent_last_name, data.agent_nr, data.agent_email].filter(Boolean).join(' ') || '-'}`,
        ].join('\n'),
        locale: 'fr',
        attachments,
      });
    });
  });
}
