import type { Locale } from '@app/domain/locale';
import type { Breed } from '@app/domain/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET business-lines/{animal}/animal-races: the breed catalogue of a dog, a cat or a horse. */
export function useBreeds(businessLine: string | null, locale: Locale) {
  return useQuery({
    queryKey: ['breeds', businessLine, locale],
    queryFn: ({ signal }) =>
      api.get<Breed[]>(`business-lines/${businessLine}/animal-races`, {
        query: { locale },
        locale,
        signal,
      }),
    enabled: businessLine !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
