import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isRefusal } from './api';

/**
 * TanStack Query for the features that talk to the API (subscription, claims, help). Mount it in
 * the feature's own lazily loaded layout, never in the shell: the home page must not download it
 * (performance budget).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 5 * 60_000,
            refetchOnWindowFocus: false,
            // A refusal (4xx, a 422 too) will not change on retry; network and 5xx failures may.
            retry: (failureCount, error) => failureCount < 2 && !isRefusal(error),
          },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
