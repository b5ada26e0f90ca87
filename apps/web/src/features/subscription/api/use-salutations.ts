import type { Locale } from '@app/domain/locale';
import type { Salutation } from '@app/domain/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET salutations (spec 000 §7), with the owner's gender of each. */
export function fetchSalutations(locale: Locale): Promise<Salutation[]> {
  return api.get<Salutation[]>('salutations', { query: { locale }, locale });
}

export function useSalutations(locale: Locale) {
  return useQuery({
    queryKey: ['salutations', locale],
    queryFn: () => fetchSalutations(locale),
  });
}
