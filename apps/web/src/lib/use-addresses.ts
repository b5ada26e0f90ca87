import { type AddressSuggestion, addressLookupLimits } from '@app/domain/schemas/addresses';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { StreetLookup, StreetSuggestion, StreetTexts } from '../ui/street-field';
import { api } from './api';

/** GET /api/addresses?q=: Swiss addresses matching a street typed (spec 001 §7). */
export function fetchAddresses(q: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return api.get<AddressSuggestion[]>('addresses', {
    query: { q, limit: addressLookupLimits.defaultLimit },
    signal,
  });
}

const suggestionOf = ({
  street,
  number,
  zip,
  city,
  canton,
}: AddressSuggestion): StreetSuggestion => ({
  street,
  number,
  zip,
  city,
  region: canton,
});

/**
 * The street autocomplete of the address fields, through the query cache (a query typed twice is
 * asked once). No retry: the lookup only saves typing; without a provider it finds nothing.
 */
export function useStreetLookup(): { lookup: StreetLookup; texts: StreetTexts } {
  const client = useQueryClient();
  const intl = useIntl();
  return useMemo(
    () => ({
      lookup: {
        minQuery: addressLookupLimits.minQuery,
        search: (q: string) =>
          client
            .fetchQuery({
              queryKey: ['addresses', q.toLowerCase()],
              queryFn: ({ signal }) => fetchAddresses(q, signal),
              staleTime: 5 * 60_000,
              retry: false,
            })
            .then((addresses) => addresses.map(suggestionOf))
            .catch((error: unknown) => {
              // spec 000 §8, 002 §8: an autocomplete failure is logged only; the street stays as typed
              console.warn('address lookup failed', error);
              throw error;
            }),
      },
      texts: {
        listLabel: (query: string) =>
          intl.formatMessage({ id: 'address.streetsMatching' }, { query }),
        found: (count: number) => intl.formatMessage({ id: 'address.streetsFound' }, { count }),
      },
    }),
    [client, intl],
  );
}
