import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { ErrorBoundary, PartError } from './error-boundary';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered markup (and on the server), true otherwise: what
 * depends on the visitor or loads a chunk of its own renders once hydration is done, so the
 * first client render matches the prerendered HTML. A page rendered by the client alone
 * (createRoot) gets true from its first render.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * When the page is the client's: React has hydrated it (or rendered it, without prerendered
 * markup) and every AfterHydration has its content committed, lazy chunks included. Then
 * `data-hydrated` is set on <html>, once: before it, a prerendered page shows its markup but
 * what the client adds (the contests section's links, the quick calculator) is not there yet.
 * Browser tests wait for it instead of a delay (e2e/links.spec.ts).
 */
const hydration = { isPageCommitted: false, pendingContents: 0 };

function markWhenSettled() {
  if (!hydration.isPageCommitted || hydration.pendingContents !== 0) return;
  if (typeof document !== 'undefined') document.documentElement.setAttribute('data-hydrated', '');
}

/**
 * Whether the page itself is the client's: at once for a page the client renders alone (the back
 * office, a page opened with a query), and for a prerendered page (`data-prerendered` on the
 * root) once its own Suspense boundary, inside the site's frame, is hydrated (HydrationMark).
 */
let isPageLive =
  typeof document !== 'undefined' &&
  !document.getElementById('root')?.hasAttribute('data-prerendered');
const pageListeners = new Set<() => void>();
const subscribePage = (listener: () => void) => {
  pageListeners.add(listener);
  return () => pageListeners.delete(listener);
};

/**
 * False in the prerendered HTML and until the page's own boundary is hydrated (hydration runs in
 * a transition, boundary by boundary: the frame may be live before the page), then true. What
 * takes input waits for it (app.tsx), or a value typed meanwhile would be lost.
 */
export function useIsPageLive(): boolean {
  return useSyncExternalStore(
    subscribePage,
    () => isPageLive,
    () => false,
  );
}

/**
 * Beside the page, in its Suspense boundary: its effect runs once the page is committed by the
 * client (a dehydrated boundary runs no effect), and again after the post-hydration render.
 */
export function HydrationMark() {
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (!isPageLive) {
      isPageLive = true;
      for (const listener of pageListeners) listener();
    }
    if (!isHydrated) return;
    hydration.isPageCommitted = true;
    markWhenSettled();
  }, [isHydrated]);
  return null;
}

/** After AfterHydration's children, in its Suspense boundary: committed only with them. */
function ContentCommitted() {
  useEffect(() => {
    hydration.pendingContents -= 1;
    markWhenSettled();
    return () => {
      hydration.pendingContents += 1;
    };
  }, []);
  return null;
}

/**
 * Its children once the page is hydrated; the fallback (or nothing) in the prerendered HTML,
 * and still while the children's chunks load: it is their Suspense boundary (one of their own
 * inside would let the page be marked hydrated before they are in). It needs no boundary around
 * it either, and must not have one between it and the page's: React hydrates such a boundary
 * after the page, so the page would be marked hydrated before this one is counted.
 */
export function AfterHydration({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const isHydrated = useIsHydrated();
  // counted from the hydration's commit until its children are committed (see HydrationMark)
  useEffect(() => {
    hydration.pendingContents += 1;
    // a client-rendered page commits the children first: they may be counted already
    markWhenSettled();
    return () => {
      hydration.pendingContents -= 1;
      markWhenSettled();
    };
  }, []);
  // a part that fails to load is said in its place; the page stays (counted as committed)
  return isHydrated ? (
    <ErrorBoundary
      fallback={(error) => (
        <>
          <PartError error={error} />
          <ContentCommitted />
        </>
      )}
    >
      <Suspense fallback={fallback}>
        {children}
        <ContentCommitted />
      </Suspense>
    </ErrorBoundary>
  ) : (
    fallback
  );
}
