import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isOnlineClaimNumber, normaliseClaimNumber } from '@app/domain/claims/claim-number';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import type { ClaimAddDocumentsAnswer } from '@app/domain/schemas/claims';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims } from '../../db/schema';
import { DomainError } from '../../http/errors';

/**
 * The add-documents link of the claim e-mails (spec 001 §2.1): it carries a signed, expiring
 * token naming the claim row whose policyholder the e-mail was sent to. Whoever opens it has
 * proven the identity by reading that mailbox, so the flow goes straight to the documents step
 * without asking names, policy number and e-mail again.
 *
 * Token: base64url(JSON {c: claim row id, n: claim number, e: expiry in seconds}) "." HMAC-SHA256
 * of that text, with a key derived from the server secret for this purpose only. Nothing
 * personal is in the link; the identity is copied from the claim row when the link is opened.
 */
export interface AddDocumentsLinkOptions {
  db: Db;
  secret: string;
  /** Origin of the links (`publicOriginOf(config.publicHost)`). */
  publicOrigin: string;
  /** The address given when a claim is closed (documents by e-mail then). */
  claimsInbox: string;
  now?: () => Date;
  /** How long a link stays valid; 30 days by default (decisions.md "Add-documents link"). */
  validityDays?: number;
}

interface TokenPayload {
  c: number;
  n: string;
  e: number;
}

/** The identity and the animal copied from the claim row the link was sent for. */
const identityFields = ['first_name', 'last_name', 'policy_id', 'animal_name', 'email'] as const;

export function createAddDocumentsLinks(options: AddDocumentsLinkOptions) {
  const { db, publicOrigin } = options;
  const now = options.now ?? (() => new Date());
  const validityMs = (options.validityDays ?? 30) * 86_400_000;
  const key = createHmac('sha256', options.secret).update('claims:add-documents-link').digest();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  function issueToken(claimId: number, claimNumber: string): string {
    const payload: TokenPayload = {
      c: claimId,
      n: claimNumber,
      e: Math.floor((now().getTime() + validityMs) / 1000),
    };
    const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${text}.${sign(text)}`;
  }

  const invalid = () => new DomainError(422, 'claims.link_invalid', {}, 'token');

  function readToken(token: string): TokenPayload {
    const [text = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !text || !signature) throw invalid();
    const expected = Buffer.from(sign(text));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    let payload: Partial<TokenPayload>;
    try {
      payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    } catch {
      throw invalid();
    }
    if (
      typeof payload.c !== 'number' ||
      typeof payload.n !== 'string' ||
      typeof payload.e !== 'number'
    ) {
      throw invalid();
    }
    return payload as TokenPayload;
  }

  return {
    /** The link of an e-mail about a claim row (request-email, declaration, documents added). */
    link(claim: { id: number; claimNumber: string }, locale: Locale): string {
      const query = {
        webIdentificationNumber: claim.claimNumber,
        token: issueToken(claim.id, claim.claimNumber),
      };
      return `${publicOrigin}${href('add-documents', locale, {}, query)}`;
    },

    /**
     * POST claim-declarations/add-documents: a valid link for this claim number opens a
     * declaration of type existing that is at the documents step (its user_token is the one
     * the documents call takes). Refused: a forged or altered token, another claim number, an
     * expired link (ask a new one), a claim the claims department closed.
     */
    async open(
      input: { token: string; web_identification_number: string },
      locale: Locale,
    ): Promise<ClaimAddDocumentsAnswer> {
      const payload = readToken(input.token);
      if (normaliseClaimNumber(payload.n) !== input.web_identification_number) throw invalid();
      if (payload.e * 1000 < now().getTime()) {
        throw new DomainError(422, 'claims.link_expired', {}, 'token');
      }
      const [origin] = await db.select().from(claims).where(eq(claims.id, payload.c));
      if (!origin) throw invalid();
      // the claim the number names (ours) must not be closed meanwhile
      if (isOnlineClaimNumber(payload.n)) {
        const [claim] = await db.select().from(claims).where(eq(claims.claimNumber, payload.n));
        if (claim?.status === 'closed') {
          throw new DomainError(
            422,
            'claims.claim_closed',
            { email: options.claimsInbox },
            'token',
          );
        }
      }
      const originData = origin.data as Record<string, unknown>;
      const identity = Object.fromEntries(
        identityFields.map((field) => [field, originData[field]]),
      ) as Record<(typeof identityFields)[number], string>;
      const userToken = randomBytes(24).toString('base64url');
      await db.insert(claims).values({
        userToken,
        type: 'existing',
        step: 1,
        data: {
          ...identity,
          web_identification_number: payload.n,
          // how the identity was proven: the link sent to the policyholder of this claim row
          identified_by: { link_of_claim: origin.id },
        },
        locale,
      });
      return {
        user_token: userToken,
        type: 'existing',
        web_identification_number: payload.n,
        animal_name: identity.animal_name,
        first_name: identity.first_name,
        last_name: identity.last_name,
        expires_at: new Date(payload.e * 1000).toISOString(),
      };
    },
  };
}

export type AddDocumentsLinks = ReturnType<typeof createAddDocumentsLinks>;
