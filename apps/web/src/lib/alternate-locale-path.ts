import { createContext, useContext, useEffect } from 'react';

/** The page in the other language, as its page knows it: `to` applies while `from` is shown. */
export interface AlternateLocalePath {
  from: string;
  to: string;
}

/** Set by the layout: pages whose path parameters are words of their language tell it theirs. */
export const AlternateLocalePathContext = createContext<(path: AlternateLocalePath | null) => void>(
  () => {},
);

/**
 * The language switch of the page at `from` leads to `to` (a help subject's slug is translated
 * here, rather than by a redirect after the switch). Null leaves the route table's translation.
 */
export function useAlternateLocalePath(from: string, to: string | null): void {
  const set = useContext(AlternateLocalePathContext);
  useEffect(() => {
    set(to === null ? null : { from, to });
    return () => set(null);
  }, [from, to, set]);
}
