import type { FirstInvoiceLine } from '@app/domain/pricing/quote';
import type { HealthCertificateReason } from '@app/domain/subscriptions/online-subscription';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api, isRefusal } from '../../../lib/api';

export interface SubscriptionDocument {
  kind: 'policy' | 'offer' | 'invoice';
  path: string;
  filename: string;
}

export interface SubscriptionPdf {
  path: string | null;
  animal_name: string;
  business_line: string;
  animal_race_slug?: string | null;
  partner_key?: string | null;
  referrer_key?: string | null;
  payment_method?: string | null;
  amount?: number | null;
  request_type?: 'subscription' | 'offer';
  policy_number?: string | null;
  invoice_path?: string | null;
  documents?: SubscriptionDocument[];
  policy_start_date?: string | null;
  issued_on?: string | null;
  first_invoice?: {
    lines: FirstInvoiceLine[];
    total: number;
    due_date: string | null;
  } | null;
  offer_valid_until?: string | null;
  health_certificate_reasons?: HealthCertificateReason[];
}

/** spec 000 §4, §9: the PDF may take up to 30 seconds; the page polls that long, then says so. */
export const pdfPollingLimitMs = 30_000;
const pollEveryMs = 1_000;

/** Everything the page offers is ready: the policy or offer, and the invoice of an invoice. */
export function isPdfComplete(data: SubscriptionPdf | undefined): boolean {
  if (!data?.path) return false;
  const needsInvoice = data.request_type !== 'offer' && data.payment_method === 'invoice';
  return !needsInvoice || !!data.invoice_path;
}

/**
 * The next poll: every second until complete, never past the limit, never after a refusal (an
 * unknown token: 422; a failure of the server or the connection is asked again).
 */
export function nextPdfPoll(
  answer: { data: SubscriptionPdf | undefined; error: unknown },
  startedAt: number,
  now: number,
): number | false {
  if (isPdfComplete(answer.data) || isRefusal(answer.error)) return false;
  return now - startedAt >= pdfPollingLimitMs ? false : pollEveryMs;
}

/** GET subscriptions/pdf (spec 000 §4, §7). */
export function fetchSubscriptionPdf(userToken: string): Promise<SubscriptionPdf> {
  return api.get<SubscriptionPdf>('subscriptions/pdf', { query: { user_token: userToken } });
}

/**
 * spec 000 §4 "Confirmation": polled once per second until the documents are there, for at most
 * 30 seconds (issue 12): then `isTimedOut`, and `pollAgain` starts another 30 seconds. An unknown
 * token (422) is not asked again.
 */
export function useSubscriptionPdf(userToken: string | null) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [isTimedOut, setIsTimedOut] = useState(false);
  const query = useQuery({
    queryKey: ['subscription-pdf', userToken],
    queryFn: () => fetchSubscriptionPdf(userToken as string),
    enabled: !!userToken,
    staleTime: 0,
    refetchInterval: (current) => nextPdfPoll(current.state, startedAt, Date.now()),
    retry: (failureCount, error) => failureCount < 3 && !isRefusal(error),
  });
  const isComplete = isPdfComplete(query.data);

  useEffect(() => {
    if (isComplete || !userToken) return;
    const timer = window.setTimeout(
      () => setIsTimedOut(true),
      Math.max(0, startedAt + pdfPollingLimitMs - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [isComplete, startedAt, userToken]);

  const { refetch } = query;
  const pollAgain = useCallback(() => {
    setIsTimedOut(false);
    setStartedAt(Date.now());
    void refetch();
  }, [refetch]);

  return {
    ...query,
    isComplete,
    isTimedOut: isTimedOut && !isComplete,
    isUnknown: isRefusal(query.error),
    pollAgain,
  };
}
