import type { PetBusinessLine } from '@app/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface PetPriceRow {
  deductible: number;
  cover_diseases: boolean;
  cover_prevention: boolean;
  annual_cap: number;
  monthly_price: number;
}

export interface PetPriceRequest {
  animal_name?: string;
  animal_race_id?: number;
  animal_race2_id?: number;
  animal_date_of_birth: string;
  policy_start_date: string;
  is_indoor_cat: boolean;
}

/** POST business-lines/{dog|cat}/price (spec 000 §7): a row per deductible and cover. */
export function fetchPetPrices(
  businessLine: PetBusinessLine,
  request: PetPriceRequest,
): Promise<PetPriceRow[]> {
  return api.post<PetPriceRow[]>(`business-lines/${businessLine}/price`, request);
}

/** The price rows once race, birth date and start date are known (spec 000 §4). */
export function usePetPrices(businessLine: PetBusinessLine, request: PetPriceRequest | null) {
  return useQuery({
    queryKey: ['pet-prices', businessLine, request],
    queryFn: () => fetchPetPrices(businessLine, request as PetPriceRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
