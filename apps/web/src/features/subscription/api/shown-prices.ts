import type { QueryObserverResult, RefetchOptions } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

interface PriceQuery<Data> {
  data: Data | undefined;
  isError: boolean;
  refetch: (options?: RefetchOptions) => Promise<QueryObserverResult<Data>>;
}

/**
 * "shown" when the step's prices are on the screen, "failed" when their load failed; while they
 * load, the load under way is joined (not started again) and its outcome answered.
 */
export async function pricesShown<Data>(query: PriceQuery<Data>): Promise<'shown' | 'failed'> {
  if (query.data !== undefined) return 'shown';
  if (query.isError) return 'failed';
  const result = await query.refetch({ cancelRefetch: false });
  return result.data !== undefined ? 'shown' : 'failed';
}

/**
 * A pack step's "Continuer" (docs/decisions.md "Prices or genders that fail to load"): a step
 * never goes on when its prices failed to load, but a click made while they are still loading
 * waits for them and then goes on, instead of being refused (the button says it is busy
 * meanwhile; a second click is ignored).
 */
export function useContinueAfterPrices<Data>(query: PriceQuery<Data>) {
  const [isWaiting, setWaiting] = useState(false);
  const waiting = useRef(false);
  const latest = useRef(query);
  latest.current = query;
  const continueAfterPrices = useCallback((go: () => void, refuse: () => void) => {
    if (waiting.current) return;
    waiting.current = true;
    setWaiting(true);
    void pricesShown(latest.current).then((outcome) => {
      waiting.current = false;
      setWaiting(false);
      if (outcome === 'shown') go();
      else refuse();
    });
  }, []);
  return { isWaiting, continueAfterPrices };
}
