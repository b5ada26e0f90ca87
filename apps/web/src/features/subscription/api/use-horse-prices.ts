import type { HorseUsageGroup } from '@app/domain/constants';
import type { HorseBasePriceRow } from '@app/domain/pricing/horse';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface HorsePriceRequest {
  animal_race_id?: number;
  /** The horse's gender: the foal cover is priced for a mare only. */
  animal_gender_id?: number;
  animal_date_of_birth: string;
  policy_start_date: string;
  animal_value?: number;
  usage?: HorseUsageGroup;
  usage_detail?: string;
  animal_group?: string;
}

/** POST business-lines/horse/get-prices (spec 000 §7): the treatment products with their prices. */
export function fetchHorsePrices(request: HorsePriceRequest): Promise<HorseBasePriceRow[]> {
  return api.post<HorseBasePriceRow[]>('business-lines/horse/get-prices', request);
}

export function useHorsePrices(request: HorsePriceRequest | null) {
  return useQuery({
    queryKey: ['horse-prices', request],
    queryFn: () => fetchHorsePrices(request as HorsePriceRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
