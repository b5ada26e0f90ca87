import type { Tariff } from '../pricing/tariff';

/** Contexts kept per factory: days, business lines and channels are a handful at a time. */
const MAX_CONTEXTS = 32;

/**
 * A schema factory (`quoteInputSchema`, `subscriptionInitSchema`, `ownerInformationSchema`…)
 * that builds one schema per context (tariff, day, business line, channel) instead of one per
 * call. Building is cheap, but zod compiles every new object schema on its first parse: a schema
 * built for each request costs about 100 µs a parse against 3 µs for one that is reused
 * (issue 14). The context is the key: the tariff by identity, every other field by value; a
 * context holding any other object is not cached at all.
 */
export function schemaPerContext<C extends object, S>(
  factory: (context: C) => S,
): (context: C) => S {
  const byTariff = new WeakMap<Tariff, Map<string, S>>();
  const withoutTariff = new Map<string, S>();
  return (context) => {
    let tariff: Tariff | undefined;
    const fields: string[] = [];
    for (const [name, value] of Object.entries(context)) {
      if (name === 'tariff' && value && typeof value === 'object') {
        tariff = value as Tariff;
      } else if (value === null || typeof value !== 'object') {
        fields.push(`${name}\u0000${typeof value}\u0000${String(value)}`);
      } else {
        return factory(context);
      }
    }
    const key = fields.sort().join('\u0001');
    let built = withoutTariff;
    if (tariff) {
      built = byTariff.get(tariff) ?? new Map<string, S>();
      byTariff.set(tariff, built);
    }
    let schema = built.get(key);
    if (schema === undefined) {
      // the oldest context goes first (a Map keeps its insertion order)
      if (built.size >= MAX_CONTEXTS) built.delete(built.keys().next().value as string);
      schema = factory(context);
      built.set(key, schema);
    }
    return schema;
  };
}
