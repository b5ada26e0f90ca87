import type { Locale } from '@app/domain/locale';
import type { Breed } from '@app/domain/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET business-lines/{animal}/animal-races (spec 000 §7), names in the page's locale. */
export function fetchBreeds(businessLine: string, locale: Locale): Promise<Breed[]> {
  return api.get<Breed[]>(`business-lines/${businessLine}/animal-races`, {
    query: { locale },
    locale,
  });
}

export function useBreeds(businessLine: string, locale: Locale) {
  return useQuery({
    queryKey: ['breeds', businessLine, locale],
    queryFn: () => fetchBreeds(businessLine, locale),
  });
}
