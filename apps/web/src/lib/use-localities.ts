import type { Locality } from '@app/domain/schemas/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Place, PostcodeLookup, PostcodeTexts } from '../ui/postcode-field';
import { api } from './api';

export type LocalityQuery = { zip: string } | { q: string };

/** GET /api/localities: the places of a postcode (zip=1003) or those starting with q (q=lausa). */
export function fetchLocalities(query: LocalityQuery, signal?: AbortSignal): Promise<Locality[]> {
  return api.get<Locality[]>('localities', { query, signal });
}

const placeOf = ({ zip, city, canton }: Locality): Place => ({ zip, city, region: canton });

/**
 * The Swiss postcode directory for the postcode field of the claim and subscription forms, through
 * the query cache: a postcode typed twice is asked once. No retry: the lookup only saves typing.
 */
export function useLocalities(): PostcodeLookup {
  const client = useQueryClient();
  return useMemo(() => {
    const places = (query: LocalityQuery) =>
      client
        .fetchQuery({
          queryKey: ['localities', query],
          queryFn: ({ signal }) => fetchLocalities(query, signal),
          staleTime: Number.POSITIVE_INFINITY,
          retry: false,
        })
        .then((localities) => localities.map(placeOf));
    return { byZip: (zip) => places({ zip }), search: (q) => places({ q }) };
  }, [client]);
}

/** The postcode field's texts in the page's language. */
export function useLocalityTexts(): PostcodeTexts {
  const intl = useIntl();
  return useMemo(
    () => ({
      zipListLabel: (zip) => intl.formatMessage({ id: 'address.placesOfZip' }, { zip }),
      cityListLabel: (query) => intl.formatMessage({ id: 'address.placesMatching' }, { query }),
      found: (count) => intl.formatMessage({ id: 'address.placesFound' }, { count }),
    }),
    [intl],
  );
}

/** The postcode field's lookup and texts (spread on PlaceFields). */
export function usePlaceLookup(): { lookup: PostcodeLookup; texts: PostcodeTexts } {
  return { lookup: useLocalities(), texts: useLocalityTexts() };
}
