import { randomBytes, randomInt } from 'node:crypto';
import { brand } from '@app/domain/brand';
import { claimNumberOf } from '@app/domain/claims/claim-number';
import {
  type ClaimCaseType,
  type ClaimDocumentGroup,
  type ClaimStep,
  claimDocumentGroups,
  claimSteps,
  offlineCaseTypes,
  requestEmailClosedType,
} from '@app/domain/claims/constants';
import { formatIban } from '@app/domain/claims/iban';
import { swissToday } from '@app/domain/dates/swiss-today';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/catalogue';
import { href } from '@app/domain/routes';
import {
  type ClaimBankInfoRequest,
  type ClaimDescriptionRequest,
  type ClaimDocumentsAnswer,
  type ClaimInitAnswer,
  type ClaimInitRequest,
  type ClaimStepAnswer,
  type ClaimTypeSelectionRequest,
  claimCaseDetailSchema,
  claimDocumentsSchema,
} from '@app/domain/schemas/claims';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { claims, uploads } from '../../db/schema';
import { DomainError, FieldsError } from '../../http/errors';
import { parseWith } from '../../http/validator';
import type { Mailer } from '../mail/mailer';
import {
  type ClaimantIdentity,
  type ClaimRegister,
  checkClaimIdentity,
  checkPolicyHolder,
  issuedClaimsRegister,
  type PolicyRegister,
} from './claim-identity';

export interface ClaimServiceOptions {
  db: Db;
  mailer: Mailer;
  /** Origin of the links sent by e-mail (`publicOriginOf(config.publicHost)`). */
  publicOrigin: string;
  /** Where claim notifications go, and the address given for what has no online path. */
  claimsInbox: string;
  /** The clock; tests may fix it. */
  now?: () => Date;
  /** Draws the 6 digits of a new claim number (tests force a collision with it). */
  drawSerial?: () => number;
  /**
   * The add-documents link of the e-mails, signed for the claim row it is sent about
   * (add-documents-link.ts); without it, the plain link of the spec.
   */
  addDocumentsLink?: (claim: { id: number; claimNumber: string }, locale: Locale) => string;
  /** Where claimant identities are checked (default: the claims issued by this site). */
  registers?: readonly ClaimRegister[];
  /**
   * The policy register (issue 13): documents for a claim number not issued here are accepted
   * only from a holder of the policy given, when the register knows that policy.
   */
  policyRegister?: PolicyRegister;
}

type ClaimRow = typeof claims.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ClaimData = Record<string, unknown>;

interface DeclaredDocument {
  id: string;
  name: string;
  type: string;
  first_treatment_date?: string;
  invoice_amount?: number;
}

/** The fields each step owns in `claims.data`: a step posted again replaces all of them. */
const stepFields: Partial<Record<ClaimStep, readonly string[]>> = {
  'type-selection': ['case_type'],
  'case-detail': [
    'case_date',
    'case_time',
    'third_party_involved',
    'address',
    'zip',
    'city',
    'has_second_insurance',
    'has_had_similar_problem',
    'animal_is_cured',
  ],
  description: ['description', 'veterinarian_diagnostic'],
  'bank-info': ['bank_account_name', 'iban'],
};

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Text typed in a form, as the claims department reads it in its notifications: links are
 * defanged (`https[:]//`, `www[.]`) so that no mail client turns them into something to click.
 */
export function defang(value: unknown): string {
  return String(value ?? '')
    .replace(/:\/\//g, '[:]//')
    .replace(/\bwww\./gi, (match) => `${match.slice(0, 3)}[.]`);
}

/** A policy number in a subject line: letters and digits only, as policy numbers are. */
const subjectPolicy = (value: unknown) =>
  String(value ?? '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20);

const identityOf = (data: ClaimData): ClaimantIdentity => ({
  policy_id: String(data.policy_id ?? ''),
  first_name: String(data.first_name ?? ''),
  last_name: String(data.last_name ?? ''),
  email: String(data.email ?? ''),
});

function withoutRequestFields(input: Record<string, unknown>): ClaimData {
  const { user_token: _token, locale: _locale, type: _type, ...data } = input;
  return data;
}

/**
 * The claim declaration (spec 001 §2.1, §4, §7): each step checks its own fields and that the
 * previous step was accepted for the same user_token, then stores the accumulated data and
 * the step in the same transaction; the documents step completes the claim with a number,
 * ties the uploads to it and queues the e-mails.
 */
export function createClaimService(options: ClaimServiceOptions) {
  const { db, mailer, publicOrigin, claimsInbox } = options;
  const registers = options.registers ?? [issuedClaimsRegister(db)];
  const now = options.now ?? (() => new Date());
  const drawSerial = options.drawSerial ?? (() => randomInt(0, 1_000_000));
  const today = () => swissToday(now());

  const addDocumentsLink =
    options.addDocumentsLink ??
    ((claim: { claimNumber: string }, locale: Locale) =>
      `${publicOrigin}${href('add-documents', locale, {}, { webIdentificationNumber: claim.claimNumber })}`);

  /** The claim of a token, locked for this transaction, once `step` may be posted for it. */
  async function claimForStep(tx: Tx, userToken: string, step: ClaimStep): Promise<ClaimRow> {
    const [claim] = await tx
      .select()
      .from(claims)
      .where(eq(claims.userToken, userToken))
      .for('update');
    // a request-email is not a declaration: its token opens no step
    if (!claim || (claim.type !== 'new' && claim.type !== 'existing')) {
      throw new DomainError(422, 'claims.token_unknown', {}, 'user_token');
    }
    if (claim.status !== 'draft') {
      throw new DomainError(422, 'claims.already_sent', {}, 'user_token');
    }
    // spec 001 §2.1: an existing claim has the steps 5 to 7 (bank information, documents,
    // confirmation); the bank details may be given again, the add-documents link goes straight
    // to the documents (decisions.md "Existing claim")
    const isAllowed =
      claim.type === 'existing'
        ? (step === 'bank-info' || step === 'documents') && claim.step >= claimSteps.init
        : claim.step >= claimSteps[step] - 1;
    if (!isAllowed) throw new DomainError(422, 'claims.step_missing', {}, 'user_token');
    return claim;
  }

  async function saveStep(
    userToken: string,
    step: ClaimStep,
    fields: (claim: ClaimRow) => ClaimData | Promise<ClaimData>,
  ): Promise<ClaimStepAnswer> {
    await db.transaction(async (tx) => {
      const claim = await claimForStep(tx, userToken, step);
      const data: ClaimData = { ...(claim.data as ClaimData) };
      for (const field of stepFields[step] ?? []) delete data[field];
      Object.assign(data, await fields(claim));
      // the step posted becomes the last accepted one: later steps are posted again
      await tx
        .update(claims)
        .set({ data, step: claimSteps[step], updatedAt: new Date() })
        .where(eq(claims.id, claim.id));
    });
    return { user_token: userToken, step: claimSteps[step] };
  }

  const validated = parseWith;

  async function init(request: ClaimInitRequest, locale: Locale): Promise<ClaimInitAnswer> {
    const userToken = newToken();
    const data = withoutRequestFields(request);

    if (request.type === 'new') {
      await db.insert(claims).values({ userToken, type: 'new', step: 1, data, locale });
      return { user_token: userToken, alreadyClosed: false };
    }

    if (request.type === 'existing') {
      const number = request.web_identification_number;
      // decisions.md "Claim identity": documents for one of our claims only with the identity
      // recorded for it; a number not issued here is accepted for the claims department alone
      const check = await checkClaimIdentity(registers, number, request);
      if (check.outcome === 'mismatch') {
        throw new DomainError(422, 'claims.claim_nr_unknown', {}, 'web_identification_number');
      }
      if (check.outcome === 'verified' && check.claim.isClosed) {
        throw new DomainError(
          422,
          'claims.claim_closed',
          { email: claimsInbox },
          'web_identification_number',
        );
      }
      // a number of the claims system: a policy the register knows must be the claimant's
      // (same neutral answer as a wrong identity); an unknown policy is flagged, not refused
      if (
        check.outcome === 'not-issued-here' &&
        (await checkPolicyHolder(options.policyRegister, identityOf(data))).outcome === 'mismatch'
      ) {
        throw new DomainError(422, 'claims.claim_nr_unknown', {}, 'web_identification_number');
      }
      await db.insert(claims).values({ userToken, type: 'existing', step: 1, data, locale });
      return { user_token: userToken, alreadyClosed: false };
    }

    // request-email: the add-documents link, to the address recorded for the claim only
    // (decisions.md "Request e-mail")
    const number = request.claim_nr;
    const check = await checkClaimIdentity(registers, number, request);
    if (check.outcome === 'mismatch') {
      throw new DomainError(422, 'claims.claim_nr_unknown', {}, 'claim_nr');
    }
    const isClosed = check.outcome === 'verified' && check.claim.isClosed;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(claims)
        .values({
          userToken,
          type: isClosed ? requestEmailClosedType : 'request-email',
          step: 1,
          data,
          locale,
          status: 'requested',
        })
        .returning({ id: claims.id });
      const id = row?.id;
      const link = addDocumentsLink({ id: id ?? 0, claimNumber: number }, locale);
      if (check.outcome === 'verified' && !isClosed) {
        const params = { claimNumber: number, link, brand: brand.name };
        await mailer.queue(tx, `claim:${id}:request-email`, {
          to: check.claim.email,
          locale,
          subject: translate(locale, 'claims.mail.request_email.subject', params),
          text: translate(locale, 'claims.mail.request_email.text', params),
        });
      }
      const outcome =
        check.outcome === 'not-issued-here'
          ? [
              'Demande de lien pour envoyer des documents. Numéro hors du site : identité non vérifiée. Aucun lien n’a été envoyé : si le preneur d’assurance est connu, envoyez-lui ce lien à son adresse enregistrée :',
              link,
            ]
          : isClosed
            ? [
                'Demande de lien pour envoyer des documents. Le sinistre est clôturé : aucun lien n’a été envoyé.',
              ]
            : [
                'Demande de lien pour envoyer des documents. Identité vérifiée : le lien a été envoyé à l’adresse enregistrée pour le sinistre.',
              ];
      await mailer.queue(tx, `claim:${id}:request-email:inbox`, {
        to: claimsInbox,
        locale: 'fr',
        subject: `Demande de lien pour documents – sinistre ${number}${isClosed ? ' (clôturé)' : ''}`,
        text: [
          ...outcome,
          '',
          ...policyholderLines(data, locale),
          `Numéro de sinistre : ${number}`,
          `Description : ${defang(request.description)}`,
        ].join('\n'),
      });
    });
    return { user_token: userToken, alreadyClosed: isClosed };
  }

  function selectType(request: ClaimTypeSelectionRequest): Promise<ClaimStepAnswer> {
    return saveStep(request.user_token, 'type-selection', () => {
      // spec 001 §2.1 step 2: no online path for death and invalidity
      if (offlineCaseTypes.includes(request.case_type)) {
        throw new DomainError(422, 'claims.offline_case_type', { email: claimsInbox }, 'case_type');
      }
      return { case_type: request.case_type };
    });
  }

  function caseDetail(input: { user_token: string } & Record<string, unknown>) {
    return saveStep(input.user_token, 'case-detail', (claim) => {
      const caseType = (claim.data as ClaimData).case_type as ClaimCaseType;
      return withoutRequestFields(
        validated(claimCaseDetailSchema({ today: today(), caseType }), input),
      );
    });
  }

  function description(request: ClaimDescriptionRequest) {
    return saveStep(request.user_token, 'description', () => withoutRequestFields(request));
  }

  function bankInfo(request: ClaimBankInfoRequest) {
    return saveStep(request.user_token, 'bank-info', () => withoutRequestFields(request));
  }

  async function completeOnce(input: { user_token: string }): Promise<ClaimDocumentsAnswer> {
    return db.transaction(async (tx) => {
      const claim = await claimForStep(tx, input.user_token, 'documents');
      const request = validated(claimDocumentsSchema({ today: today() }), input);

      const items = (Object.keys(claimDocumentGroups) as ClaimDocumentGroup[]).flatMap((group) =>
        (request.documents[group] as { id: string }[]).map((item, index) => ({
          group,
          index,
          item: item as { id: string; first_treatment_date?: string; invoice_amount?: number },
        })),
      );
      const ids = items.map(({ item }) => item.id);
      const found = await tx
        .select()
        .from(uploads)
        .where(
          and(
            inArray(uploads.id, ids),
            isNull(uploads.claimId),
            // an upload serves one claim or one form; job application files are not claim documents
            isNull(uploads.formSubmissionId),
            ne(uploads.docType, 'job-application'),
          ),
        )
        .for('update');
      const byId = new Map(found.map((upload) => [upload.id, upload]));
      const missing = items.filter(({ item }) => !byId.has(item.id));
      if (missing.length > 0) {
        throw new FieldsError(
          missing.map(({ group, index }) => ({
            field: `documents.${group}.${index}`,
            key: 'claims.document_unknown',
          })),
        );
      }

      const documents: DeclaredDocument[] = items.map(({ group, item }) => ({
        id: item.id,
        name: byId.get(item.id)?.originalName ?? 'document',
        type: claimDocumentGroups[group],
        ...(item.first_treatment_date ? { first_treatment_date: item.first_treatment_date } : {}),
        ...(item.invoice_amount !== undefined ? { invoice_amount: item.invoice_amount } : {}),
      }));
      for (const document of documents) {
        await tx
          .update(uploads)
          .set({ claimId: claim.id, docType: document.type })
          .where(eq(uploads.id, document.id));
      }

      const data: ClaimData = { ...(claim.data as ClaimData), documents };
      const isNew = claim.type === 'new';
      // decisions.md "Claim numbers": random S + 6 digits, unique by the column constraint
      const claimNumber = isNew
        ? claimNumberOf(drawSerial())
        : String(data.web_identification_number);
      await tx
        .update(claims)
        .set({
          data,
          step: claimSteps.documents,
          status: 'completed',
          claimNumber: isNew ? claimNumber : null,
          updatedAt: new Date(),
        })
        .where(eq(claims.id, claim.id));

      const locale = claim.locale === 'de' ? 'de' : 'fr';
      // a new claim's confirmation goes to the address just declared; documents added to an
      // existing claim are confirmed to the address recorded for it, and to nobody when the
      // number is not ours (its identity cannot be checked here)
      const check = isNew
        ? null
        : await checkClaimIdentity(registers, claimNumber, identityOf(data), tx);
      // checked again here: the register may have been imported since step 1
      const policy =
        check?.outcome === 'not-issued-here'
          ? await checkPolicyHolder(options.policyRegister, identityOf(data), tx)
          : null;
      if (policy?.outcome === 'mismatch') {
        throw new DomainError(422, 'claims.claim_nr_unknown', {}, 'web_identification_number');
      }
      const recipient = isNew
        ? String(data.email)
        : check?.outcome === 'verified'
          ? check.claim.email
          : policy?.outcome === 'verified'
            ? policy.recordedEmail
            : null;
      // no text typed in the form in a policyholder's e-mail (issue 11 item 2: no relay)
      const params = {
        claimNumber,
        link: addDocumentsLink({ id: claim.id, claimNumber }, locale),
        // issue 13: the status page of the claim (the confirmation e-mail links to it)
        statusLink: `${publicOrigin}${href('claim-status', locale, {}, { claim: claimNumber })}`,
        brand: brand.name,
        documents: documentSummary(documents, locale),
      };
      const mailKind = isNew ? 'confirmation' : 'documents_added';
      if (recipient) {
        await mailer.queue(tx, `claim:${claim.id}:policyholder`, {
          to: recipient,
          locale,
          subject: translate(locale, `claims.mail.${mailKind}.subject`, params),
          text: translate(locale, `claims.mail.${mailKind}.text`, params),
        });
      }
      const identity = isNew
        ? []
        : check?.outcome === 'verified'
          ? [
              'Identité vérifiée (police, nom, prénom, e-mail) : confirmation envoyée à l’adresse enregistrée.',
            ]
          : policy?.outcome === 'verified'
            ? [
                policy.recordedEmail
                  ? 'Numéro hors du site. Police connue du registre : nom, prénom et e-mail vérifiés, confirmation envoyée à l’adresse enregistrée. Vérifiez que ce sinistre est bien celui de cette police avant de classer ces documents.'
                  : 'Numéro hors du site. Police connue du registre : nom et prénom vérifiés ; le registre n’a pas d’e-mail, aucune confirmation n’a été envoyée. Vérifiez que ce sinistre est bien celui de cette police avant de classer ces documents.',
              ]
            : [
                'Numéro hors du site, police inconnue du registre : identité non vérifiée, à contrôler manuellement. Aucune confirmation n’a été envoyée ; vérifiez l’identité avant de classer ces documents.',
              ];
      await mailer.queue(tx, `claim:${claim.id}:inbox`, {
        to: claimsInbox,
        locale: 'fr',
        subject: isNew
          ? `Nouvelle déclaration de sinistre ${claimNumber} – police ${subjectPolicy(data.policy_id)}`
          : `Documents ajoutés au sinistre ${claimNumber} – police ${subjectPolicy(data.policy_id)}`,
        text: [...identity, inboxText(data, locale, claimNumber, documents, isNew)].join('\n'),
        attachments: documents.map((document) => {
          const upload = byId.get(document.id);
          return {
            filename: document.name,
            storageKey: upload?.storageKey ?? '',
            contentType: upload?.mimeType,
          };
        }),
      });
      return { claim_number: claimNumber, type: isNew ? 'new' : 'existing' };
    });
  }

  async function complete(input: { user_token: string }): Promise<ClaimDocumentsAnswer> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await completeOnce(input);
      } catch (error) {
        // a random claim number already issued: the whole transaction is tried again
        if (!isUniqueViolation(error) || attempt >= 8) throw error;
      }
    }
  }

  return { init, selectType, caseDetail, description, bankInfo, complete };
}

export type ClaimService = ReturnType<typeof createClaimService>;

const yesNo = (value: unknown) => (value === true ? 'oui' : value === false ? 'non' : '–');
const caseTypeLabel = (value: unknown) =>
  typeof value === 'string' ? translate('fr', `claims.case_type.${value}`) : '–';

function policyholderLines(data: ClaimData, locale: Locale): string[] {
  return [
    `Police : ${defang(data.policy_id)}`,
    `Preneur d’assurance : ${defang(data.first_name)} ${defang(data.last_name)}`,
    `E-mail : ${String(data.email ?? '')}`,
    `Animal : ${defang(data.animal_name)}`,
    `Langue : ${locale === 'de' ? 'allemand' : 'français'}`,
  ];
}

/** The documents received, by type and count: file names are typed by the sender. */
function documentSummary(documents: DeclaredDocument[], locale: Locale): string {
  const counts = new Map<string, number>();
  for (const document of documents) counts.set(document.type, (counts.get(document.type) ?? 0) + 1);
  return [...counts]
    .map(
      ([type, count]) =>
        `- ${translate(locale, `documents.type.${type}`)}${locale === 'fr' ? ' : ' : ': '}${count}`,
    )
    .join('\n');
}

/** The claims-inbox notification, in French (the claims department's working language). */
function inboxText(
  data: ClaimData,
  locale: Locale,
  claimNumber: string,
  documents: DeclaredDocument[],
  isNew: boolean,
): string {
  const line = (label: string, value: unknown) =>
    value === undefined || value === '' ? [] : [`${label} : ${defang(value)}`];
  const documentLines = documents.map((document) => {
    const invoice =
      document.type === 'invoice'
        ? `, premier traitement le ${document.first_treatment_date}, montant CHF ${document.invoice_amount?.toFixed(2)}`
        : '';
    return `- ${defang(document.name)} (${translate('fr', `documents.type.${document.type}`)}${invoice})`;
  });
  return [
    isNew
      ? `Nouvelle déclaration de sinistre en ligne ${claimNumber}.`
      : `Documents ajoutés en ligne au sinistre ${claimNumber}.`,
    '',
    ...policyholderLines(data, locale),
    ...(isNew
      ? [
          '',
          ...line('Nature du cas', caseTypeLabel(data.case_type)),
          ...line('Date du sinistre', data.case_date),
          ...line('Heure', data.case_time),
          ...(data.third_party_involved !== undefined
            ? [`Tiers impliqué : ${yesNo(data.third_party_involved)}`]
            : []),
          ...line(
            'Lieu',
            data.address !== undefined
              ? `${String(data.address)}, ${String(data.zip)} ${String(data.city)}`
              : undefined,
          ),
          ...(data.has_second_insurance !== undefined
            ? [`Autre assurance : ${yesNo(data.has_second_insurance)}`]
            : []),
          ...(data.has_had_similar_problem !== undefined
            ? [`Problème similaire auparavant : ${yesNo(data.has_had_similar_problem)}`]
            : []),
          ...(data.animal_is_cured !== undefined
            ? [`Animal guéri : ${yesNo(data.animal_is_cured)}`]
            : []),
          ...line('Description', data.description),
          ...line('Diagnostic du vétérinaire', data.veterinarian_diagnostic),
          ...line('Titulaire du compte', data.bank_account_name),
          ...line('IBAN', typeof data.iban === 'string' ? formatIban(data.iban) : undefined),
        ]
      : []),
    '',
    `Documents (${documents.length}, en pièces jointes) :`,
    ...documentLines,
  ].join('\n');
}
