import type { Locale } from '@app/domain/locale';
import type { ResumeLinkRequest } from '@app/domain/schemas/resume-links';
import { api } from './api';

/**
 * "Continue later" links (issue 13): a quote or a claim draft is e-mailed as a signed,
 * single-use link valid 7 days (docs/decisions.md "Resume links").
 */
export interface ResumeLinkSent {
  status: 'sent';
  expires_at: string;
}

/** What a link restores: the server-validated state in API names (dates YYYY-MM-DD). */
export interface ResumedDraft {
  kind: 'subscription' | 'claim';
  user_token: string;
  /** The last stage the server accepted. */
  step: number;
  locale: Locale;
  data: Record<string, unknown>;
  resume_route: string;
  resume_path: string;
  /** A subscription's animal. */
  business_line?: string;
  /** A claim's type (new or existing). */
  type?: string;
}

/** POST /api/resume-links: 202 sent; 422 on user_token when there is nothing to continue. */
export function requestResumeLink(payload: ResumeLinkRequest): Promise<ResumeLinkSent> {
  return api.post<ResumeLinkSent>('resume-links', payload);
}

/** GET /api/resume-links/{token}: once (the call uses the link up); 410 used or expired. */
export function redeemResumeLink(token: string): Promise<ResumedDraft> {
  return api.get<ResumedDraft>(`resume-links/${encodeURIComponent(token)}`);
}
