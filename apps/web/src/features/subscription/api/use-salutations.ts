import type { Locale } from '@app/domain/locale';
import type { Option } from '@app/domain/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';

/** GET salutations (spec 000 §7). */
export function fetchSalutations(locale: Locale): Promise<Option[]> {
  return api.get<Option[]>('salutations', { query: { locale }, locale });
}

export function useSalutations(locale: Locale) {
  return useQuery({
    queryKey: ['salutations', locale],
    queryFn: () => fetchSalutations(locale),
  });
}
