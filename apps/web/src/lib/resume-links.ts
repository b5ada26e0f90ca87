// "Continue later" links (issue 13): a quote or a claim draft is e-mailed as a signed,
// single-use link valid 7 days (docs/decisions.md "Resume links").
import type { ResumedDraft, ResumeLinkSent } from '@app/domain/schemas/answers';
import type { ResumeLinkRequest } from '@app/domain/schemas/resume-links';
import { api } from './api';

export type { ResumedDraft, ResumeLinkSent };

/** POST /api/resume-links: 202 sent; 422 on user_token when there is nothing to continue. */
export function requestResumeLink(payload: ResumeLinkRequest): Promise<ResumeLinkSent> {
  return api.post<ResumeLinkSent>('resume-links', payload);
}

/** GET /api/resume-links/{token}: once (the call uses the link up); 410 used or expired. */
export function redeemResumeLink(token: string): Promise<ResumedDraft> {
  return api.get<ResumedDraft>(`resume-links/${encodeURIComponent(token)}`);
}
