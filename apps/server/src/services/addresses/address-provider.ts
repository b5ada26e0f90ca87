import type { AddressSuggestion } from '@app/domain/schemas/addresses';

/**
 * Street autocomplete behind one interface (decisions.md "Address lookup"): the default answers
 * nothing and contacts nobody; swisstopo (the federal geo.admin.ch SearchServer) is enabled by
 * configuration (ADDRESS_PROVIDER=swisstopo, ADDRESS_PROVIDER_URL).
 */
export interface AddressProvider {
  readonly name: string;
  /** Addresses matching what the user typed; throws when the provider cannot be reached. */
  search(query: string, limit: number): Promise<AddressSuggestion[]>;
}

/** The default: no external service, an empty list (the form is filled by hand). */
export const emptyAddressProvider: AddressProvider = {
  name: 'none',
  search: async () => [],
};

/** The 26 cantons, as the last word of `detail`. */
const cantons = new Set(
  'AG AI AR BE BL BS FR GE GL GR JU LU NE NW OW SG SH SO SZ TG TI UR VD VS ZG ZH'.split(' '),
);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text of an HTML fragment: tags removed, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1]?.toLowerCase() === 'x'
            ? Number.parseInt(name.slice(2), 16)
            : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const houseNumber = /^\d+[a-zA-Z]?(?:[./-]\d+[a-zA-Z]?)?$/;

/**
 * One SearchServer result: `attrs.label` is 'Seftigenstrasse 264 <b>3084 Wabern</b>' (street and
 * number, then the postcode and locality in bold); `attrs.detail` is lower-case words ending
 * with 'ch' and the canton ('… 355 koeniz ch be').
 */
function suggestionOf(result: unknown): AddressSuggestion | null {
  if (!result || typeof result !== 'object') return null;
  const attrs = (result as { attrs?: unknown }).attrs;
  if (!attrs || typeof attrs !== 'object') return null;
  const { label, detail, origin } = attrs as {
    label?: unknown;
    detail?: unknown;
    origin?: unknown;
  };
  if (typeof label !== 'string' || (origin !== undefined && origin !== 'address')) return null;

  const bold = /<b>(.*?)<\/b>/i.exec(label);
  const placeText = bold ? textOf(bold[1] ?? '') : '';
  const streetText = bold ? textOf(label.slice(0, bold.index)) : '';
  const place = /^(\d{4}) (.+)$/.exec(placeText);
  if (!place || !streetText) return null;

  const words = streetText.split(' ');
  const last = words.at(-1) ?? '';
  const hasNumber = words.length > 1 && houseNumber.test(last);
  const street = hasNumber ? words.slice(0, -1).join(' ') : streetText;

  const cantonWord =
    typeof detail === 'string' ? detail.trim().split(/\s+/).at(-1)?.toUpperCase() : undefined;
  return {
    street,
    ...(hasNumber ? { number: last } : {}),
    zip: place[1] ?? '',
    city: place[2] ?? '',
    ...(cantonWord && cantons.has(cantonWord) ? { canton: cantonWord } : {}),
  };
}

/** The addresses of a SearchServer answer `{ results: [...] }`, each once, in its order. */
export function parseSwisstopoAnswer(body: unknown): AddressSuggestion[] {
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  const seen = new Set<string>();
  const suggestions: AddressSuggestion[] = [];
  for (const result of results) {
    const suggestion = suggestionOf(result);
    if (!suggestion) continue;
    const key = [suggestion.street, suggestion.number, suggestion.zip, suggestion.city].join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push(suggestion);
  }
  return suggestions;
}

export interface SwisstopoOptions {
  /** The SearchServer URL, e.g. https://api3.geo.admin.ch/rest/services/api/SearchServer. */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Largest answer read (a SearchServer answer of 10 addresses is about 5 KB). */
const maxAnswerBytes = 512 * 1024;

export function createSwisstopoProvider(options: SwisstopoOptions): AddressProvider {
  const fetchAnswer = options.fetch ?? fetch;
  return {
    name: 'swisstopo',
    async search(query, limit) {
      const url = new URL(options.baseUrl);
      url.searchParams.set('searchText', query);
      url.searchParams.set('type', 'locations');
      url.searchParams.set('origins', 'address');
      url.searchParams.set('limit', String(limit));
      const response = await fetchAnswer(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`address provider answered ${response.status}`);
      const text = await response.text();
      if (text.length > maxAnswerBytes) throw new Error('address provider answer too large');
      return parseSwisstopoAnswer(JSON.parse(text)).slice(0, limit);
    },
  };
}
