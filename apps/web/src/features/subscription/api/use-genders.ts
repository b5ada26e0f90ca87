import type { Locale } from '@app/domain/locale';
import type { Gender, Option } from '@app/domain/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET business-lines/{business_line}/animal-genders (spec 000 §7), with the sex of each. */
export function fetchGenders(businessLine: string, locale: Locale): Promise<Gender[]> {
  return api.get<Gender[]>(`business-lines/${businessLine}/animal-genders`, {
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

/** Catalogue entries (genders, salutations) as the options of a select or radio group. */
export function optionsOf(entries: readonly Option[]): { value: string; label: string }[] {
  return entries.map((entry) => ({ value: String(entry.id), label: entry.name }));
}
