import type { CouponData } from '@app/domain/pricing/coupons';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST coupons/get-coupon-data (spec 000 §7); 422 "Ce code n’est pas valide". */
export function postCoupon(payload: { code: string; user_token?: string }): Promise<CouponData> {
  return api.post<CouponData>('coupons/get-coupon-data', payload);
}

export function useCoupon() {
  return useMutation({ mutationFn: postCoupon });
}
