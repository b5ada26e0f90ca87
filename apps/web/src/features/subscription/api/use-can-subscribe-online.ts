import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET can-subscribe-online (spec 000 §4, §7): the server's part of the request type rule. */
export function fetchCanSubscribeOnline(userToken: string): Promise<{ status: boolean }> {
  return api.get<{ status: boolean }>('can-subscribe-online', {
    query: { user_token: userToken },
  });
}

export function useCanSubscribeOnline(userToken: string | undefined, isNeeded: boolean) {
  return useQuery({
    queryKey: ['can-subscribe-online', userToken],
    queryFn: () => fetchCanSubscribeOnline(userToken as string),
    enabled: !!userToken && isNeeded,
    staleTime: 0,
  });
}
