import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * Drizzle's PGlite driver passes the same type parsers with every query: timestamps, dates,
 * intervals, numeric[] and their arrays are kept as the text PostgreSQL sends. PGlite merges
 * per-query parsers into its own table of some 300 parsers on every query (an object spread of
 * integer keys: about 60 µs, and slower lookups after it), which made a `select 1` cost 320 µs
 * instead of 100 and a subscription init several hundred µs more (issue 14). Installing these
 * parsers once on the client and leaving them out of each query gives the same values.
 */
const keptAsText = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const probe = '\u0000drizzle-parser-probe';

/** Drizzle's own per-query parsers: exactly those types, each answering its text unchanged. */
function isDrizzlesTextParsers(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return false;
  const oids = Object.keys(parsers);
  if (oids.length !== keptAsText.length) return false;
  return keptAsText.every((oid) => {
    const parser = parsers[oid];
    try {
      return typeof parser === 'function' && parser(probe) === probe;
    } catch {
      return false;
    }
  });
}

/** Keeps the types drizzle wants as text as text on this client, for every query. */
export function installTextParsers(client: PGlite): void {
  for (const oid of keptAsText) client.parsers[oid] = (text: string) => text;
}

function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options || !isDrizzlesTextParsers(options.parsers)) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/**
 * The client as drizzle sees it: each query (in a transaction too) without drizzle's text
 * parsers, which installTextParsers has put on the client. Any other parsers pass through.
 */
export function forDrizzle<C extends PGlite | Transaction>(client: C): C {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, withoutTextParsers(options));
      }
      if (property === 'transaction' && 'transaction' in target) {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(forDrizzle(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
