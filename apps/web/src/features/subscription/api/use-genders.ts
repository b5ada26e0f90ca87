import type { Locale } from '@app/domain/locale';
import type { Option } from '@app/domain/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';

/** GET business-lines/{business_line}/animal-genders (spec 000 §7). */
export function fetchGenders(businessLine: string, locale: Locale): Promise<Option[]> {
  return api.get<Option[]>(`business-lines/${businessLine}/animal-genders`, {
    query: { locale },
    locale,
  });
}

export function useGenders(businessLine: string, locale: Locale) {
  return useQuery({
    queryKey: ['genders', businessLine, locale],
    queryFn: () => fetchGenders(businessLine, locale),
  });
}
