import { type AddressSuggestion, addressLookupLimits } from '@app/domain/schemas/addresses';
import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../db/errors';
import type { AddressProvider } from './address-provider';

export interface AddressLookupOptions {
  /** Answers kept in memory, and for how long: the same keystrokes come from many visitors. */
  cacheSize?: number;
  cacheMs?: number;
  now?: () => number;
}

/**
 * The address autocomplete (GET /api/addresses): short queries answer nothing, answers are
 * cached a few minutes, and a provider failure is logged (without the query, which may be a
 * person's address) and answered with an empty list, so that the form is filled by hand
 * (spec 002 §8: "Autocomplete failure: logged only").
 */
export function createAddressLookup(
  provider: AddressProvider,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: AddressLookupOptions = {},
) {
  const cacheSize = options.cacheSize ?? 500;
  const cacheMs = options.cacheMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; suggestions: AddressSuggestion[] }>();

  return {
    provider: provider.name,
    async search(query: string | undefined, limit?: number): Promise<AddressSuggestion[]> {
      const text = (query ?? '').trim().replace(/\s+/g, ' ');
      const count = limit ?? addressLookupLimits.defaultLimit;
      if (text.length < addressLookupLimits.minQuery) return [];
      const key = `${count}|${text.toLowerCase()}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < cacheMs) return cached.suggestions;
      try {
        const suggestions = await provider.search(text, count);
        cache.delete(key);
        cache.set(key, { at: now(), suggestions });
        // a Map keeps insertion order: the first key is the oldest
        if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
        return suggestions;
      } catch (error) {
        log.warn({ provider: provider.name, error: loggableError(error) }, 'address lookup failed');
        return [];
      }
    },
  };
}

export type AddressLookup = ReturnType<typeof createAddressLookup>;
