import type { HorseDeathOption } from '@app/domain/pricing/horse';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { HorsePriceRequest } from './use-horse-prices';

/** POST business-lines/horse/option-price (spec 000 §7): the death options priced for the horse. */
export function fetchHorseOptionPrices(request: HorsePriceRequest): Promise<HorseDeathOption[]> {
  return api.post<HorseDeathOption[]>('business-lines/horse/option-price', request);
}

export function useHorseOptionPrices(request: HorsePriceRequest | null) {
  return useQuery({
    queryKey: ['horse-option-prices', request],
    queryFn: () => fetchHorseOptionPrices(request as HorsePriceRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
