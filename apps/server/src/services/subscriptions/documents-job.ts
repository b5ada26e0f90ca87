import { randomBytes } from 'node:crypto';
import { brand } from '@app/domain/brand';
import type { BusinessLine } from '@app/domain/business-lines';
import { addMonths, toSwissDate } from '@app/domain/dates/calendar';
import { isLocale, type Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/catalogue';
import type { QuoteBreakdown } from '@app/domain/pricing/quote';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generatedDocuments, policies, subscriptions } from '../../db/schema';
import type { CatalogService } from '../catalog/catalog-service';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { chf, collect, type DocumentSpec, layoutDocument } from '../pdf/pdf-layout';
import { attachQrBill, qrReference } from '../pdf/qr-bill';
import type { DocumentStorage } from '../storage/document-storage';
import { documentTexts, fill } from './document-texts';
import type { SubscriptionData } from './subscription-service';

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

  async function build(policy: Policy, data: SubscriptionData, locale: Locale) {
    const t = documentTexts[locale];
    const businessLine = data.business_line as BusinessLine;
    const breakdown = policy.breakdown as QuoteBreakdown;
    const breed = data.animal_race_id
      ? await catalog.findBreed(businessLine, Number(data.animal_race_id), locale)
      : null;
    const salutation = data.salutation_id
      ? await catalog.findSalutation(Number(data.salutation_id), locale)
      : null;
    const holderName = [data.first_name, data.last_name].filter(Boolean).join(' ');
    const street = [data.street_name, data.building_number].filter(Boolean).join(' ');
    const recipient = [
      [salutation?.name, holderName].filter(Boolean).join(' '),
      street,
      `${data.zip ?? ''} ${data.city ?? ''}`.trim(),
    ].filter(Boolean) as string[];
    const isOffer = policy.kind === 'offer';
    const money = (amount: number) => chf(amount);
    const lineLabel = (key: string) => translate(locale, key);
    const coverRows: [string, string][] = [[t.cover, t.included]];
    if (data.cover_diseases) coverRows.push(['', t.diseases]);
    if (data.cover_prevention) coverRows.push(['', t.prevention]);
    if (data.deductible !== undefined)
      coverRows.push([t.deductible, money(Number(data.deductible))]);
    if (breakdown.annual_cap) coverRows.push([t.annualCap, money(breakdown.annual_cap)]);
    const schedule = breakdown.totals.instalments.map((amount, index): string[] => [
      `${t.instalment} ${index + 1} · ${toSwissDate(addMonths(breakdown.policy_start_date, index * (12 / breakdown.instalments_per_year)))}`,
      money(amount),
    ]);
    const spec: DocumentSpec = {
      title: isOffer ? t.offerTitle : t.policyTitle,
      subtitle: brand.riskCarrier,
      recipient,
      meta: [
        [isOffer ? t.offerNumber : t.policyNumber, policy.number],
        [t.issuedOn, toSwissDate(policy.createdAt.toISOString().slice(0, 10))],
        [t.startDate, toSwissDate(policy.startDate)],
        [
          t.channel,
          isOwnChannel(data.partner_key as string)
            ? t.ownChannel
            : `${t.partnerChannel} (${String(data.partner_key)})`,
        ],
        [
          t.paymentMethod,
          `${policy.paymentMethod === 'online' ? t.online : t.invoice}, ${breakdown.payment_mode === 'halfyear' ? t.halfyear : t.yearly}`,
        ],
      ],
      sections: [
        {
          kind: 'pairs',
          heading: t.animal,
          rows: [
            [t.name, String(data.animal_name)],
            [t.species, t[`species_${businessLine}`]],
            [t.breed, breed?.name ?? '-'],
            [t.birth, toSwissDate(String(data.animal_date_of_birth))],
            ...(data.animal_identification
              ? ([[t.identification, String(data.animal_identification)]] as [string, string][])
              : []),
          ],
        },
        { kind: 'pairs', heading: t.cover, rows: coverRows },
        {
          kind: 'table',
          heading: t.premium,
          columns: ['', t.perYear, t.perPeriod],
          rows: breakdown.lines.map((line) => [
            lineLabel(line.label_key),
            money(line.annual),
            money(line.period),
          ]),
          totalRow: [
            t.total,
            money(breakdown.totals.annual.total),
            money(breakdown.totals.period.total),
          ],
        },
        {
          kind: 'table',
          heading: t.schedule,
          columns: ['', t.amountDue],
          rows: [
            ...(breakdown.first_invoice.pro_rata.total > 0
              ? [[t.proRata, money(breakdown.first_invoice.pro_rata.total)]]
              : []),
            ...schedule,
            ...(breakdown.first_invoice.amendment_fee > 0
              ? [[t.amendmentFee, money(breakdown.first_invoice.amendment_fee)]]
              : []),
          ],
          totalRow: [t.firstInvoice, money(breakdown.first_invoice.total)],
        },
        ...(isOffer ? [{ kind: 'text' as const, paragraphs: [t.offerValidity] }] : []),
        ...(policy.paymentMethod === 'online' && !isOffer
          ? [{ kind: 'text' as const, paragraphs: [t.paidOnline] }]
          : []),
      ],
      footer: `${t.footer} ${brand.name} · ${brand.legalAddress.street} ${brand.legalAddress.buildingNumber}, ${brand.legalAddress.zip} ${brand.legalAddress.city}`,
    };
    const main = layoutDocument(spec);
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
      const invoice = layoutDocument({
        title: t.invoiceTitle,
        recipient,
        meta: [
          [t.policyNumber, policy.number],
          [t.issuedOn, toSwissDate(policy.createdAt.toISOString().slice(0, 10))],
          [t.dueDate, toSwissDate(policy.startDate)],
        ],
        sections: [
          {
            kind: 'table',
            heading: t.firstInvoice,
            columns: ['', t.amountDue],
            rows: schedule.slice(0, 1),
            totalRow: [t.total, money(breakdown.first_invoice.total)],
          },
        ],
        footer: spec.footer,
      });
      attachQrBill(invoice, {
        amount: breakdown.first_invoice.total,
        reference,
        message: `${t.policyNumber} ${policy.number}`,
        locale,
        debtor: {
          name: holderName || String(data.animal_name),
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
    const files = await build(policy, data, locale);
    const stored = files.map((file) => ({
      ...file,
      storageKey: `policies/${policy.id}/${file.filename}`,
    }));
    for (const file of stored) await storage.put(file.storageKey, file.bytes);

    const t = documentTexts[locale];
    const isOffer = policy.kind === 'offer';
    const params = {
      number: policy.number,
      animal: String(data.animal_name),
      name: [data.first_name, data.last_name].filter(Boolean).join(' ') || String(data.animal_name),
      start: toSwissDate(policy.startDate),
      amount: Number(policy.amount).toFixed(2),
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
