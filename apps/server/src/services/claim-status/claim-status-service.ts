import { workflows } from '@app/domain/backoffice/workflows';
import type { ClaimStatusRequest } from '@app/domain/schemas/backoffice';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseEvents, caseFiles, claims } from '../../db/schema';
import { DomainError } from '../../http/errors';

/**
 * The customer's claim status (issue 13): claim number and e-mail give the timeline written by
 * the claims department. An unknown number and a wrong address get the same answer, so the page
 * tells nothing about claims of others.
 */
export function createClaimStatusService(db: Db) {
  return {
    async lookup(request: ClaimStatusRequest) {
      const [claim] = await db
        .select()
        .from(claims)
        .where(and(eq(claims.claimNumber, request.claim_number), eq(claims.type, 'new')));
      const data = (claim?.data ?? {}) as Record<string, unknown>;
      const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : null;
      if (!claim || email !== request.email.trim().toLowerCase()) {
        throw new DomainError(404, 'claim_status.not_found');
      }
      const id = String(claim.id);
      const [file] = await db
        .select()
        .from(caseFiles)
        .where(and(eq(caseFiles.kind, 'claim'), eq(caseFiles.sourceId, id)));
      const events = await db
        .select()
        .from(caseEvents)
        .where(and(eq(caseEvents.kind, 'claim'), eq(caseEvents.sourceId, id)))
        .orderBy(asc(caseEvents.id));
      const status = file?.status ?? workflows.claim.initial;
      const approved = file?.amount ? Number(file.amount) : null;
      return {
        // the number the row was found by (the stored one, normalised alike)
        claim_number: request.claim_number,
        animal_name: typeof data.animal_name === 'string' ? data.animal_name : null,
        status,
        /** the amount approved; paid once the status is paid */
        amount: approved,
        is_paid: status === 'paid',
        timeline: [
          { status: 'received', at: claim.updatedAt.toISOString(), amount: null, reason: null },
          ...events.map((event) => ({
            status: event.toStatus,
            at: event.createdAt.toISOString(),
            amount: event.amount === null ? null : Number(event.amount),
            reason: event.reason,
          })),
        ],
      };
    },
  };
}

export type ClaimStatusService = ReturnType<typeof createClaimStatusService>;
