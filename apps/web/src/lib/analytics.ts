import { matchRoute, pageTypeOf } from '@app/domain/routes';

export type AnalyticsEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

function dataLayer(): AnalyticsEvent[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * The one analytics entry point: events go to `window.dataLayer`, where the tag manager (loaded
 * only with consent, from our own host) picks them up. Nothing is sent from here.
 */
export const analytics = {
  track(event: string, data: Record<string, unknown> = {}): void {
    dataLayer().push({ ...data, event });
  },
};

/**
 * spec 000 §7: a page-type event for every page of the route table (home, landing, subscription
 * steps, lead and subscription confirmations, and the others with their own type). Paths the
 * route table does not know (404) send none.
 */
export function trackPageType(pathname: string): void {
  const match = matchRoute(pathname);
  if (!match) return;
  analytics.track('page_type', {
    page_type: pageTypeOf(match.name),
    locale: match.locale,
    path: pathname,
  });
}
