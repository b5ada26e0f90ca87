import { describe, expect, it } from 'vitest';
import { loadTariff } from '../pricing/tariff';
import { tariff2026 } from '../pricing/tariff-2026';
import { quoteInputSchema } from './pricing';
import { schemaPerContext } from './schema-cache';
import { ownerInformationSchema } from './subscriptions';

describe('schemaPerContext', () => {
  it('builds one schema per tariff and day, with the rules of that day', () => {
    let builds = 0;
    const schemaFor = schemaPerContext((context: Parameters<typeof quoteInputSchema>[0]) => {
      builds += 1;
      return quoteInputSchema(context);
    });
    const march = { tariff: tariff2026, today: '2026-03-10' };
    const first = schemaFor(march);
    expect(schemaFor({ today: '2026-03-10', tariff: tariff2026 })).toBe(first);
    expect(builds).toBe(1);
    const april = schemaFor({ tariff: tariff2026, today: '2026-04-20' });
    expect(april).not.toBe(first);
    const copy = loadTariff(structuredClone(tariff2026));
    expect(schemaFor({ tariff: copy, today: '2026-04-20' })).not.toBe(april);
    expect(builds).toBe(3);

    // a start valid on 10.03 is too early on 20.04
    const input = {
      business_line: 'dog',
      animal_date_of_birth: '15.01.2025',
      policy_start_date: '2026-04-01',
    };
    expect(schemaFor(march).safeParse(input)).toEqual(quoteInputSchema(march).safeParse(input));
    expect(schemaFor(march).safeParse(input).success).toBe(true);
    expect(april.safeParse(input).success).toBe(false);
  });

  it('tells contexts apart by every field, undefined included', () => {
    const schemaFor = schemaPerContext(ownerInformationSchema);
    const own = schemaFor({ partnerKey: undefined, today: '2026-03-10' });
    expect(schemaFor({ partnerKey: undefined, today: '2026-03-10' })).toBe(own);
    expect(schemaFor({ partnerKey: 'undefined', today: '2026-03-10' })).not.toBe(own);
    expect(schemaFor({ partnerKey: 'generali', today: '2026-03-10' })).not.toBe(own);
    expect(schemaFor({ partnerKey: undefined, today: '2026-03-11' })).not.toBe(own);
  });

  it('does not cache a context holding another object', () => {
    let builds = 0;
    const schemaFor = schemaPerContext((context: { options: { strict: boolean } }) => {
      builds += 1;
      return context.options.strict;
    });
    schemaFor({ options: { strict: true } });
    schemaFor({ options: { strict: true } });
    expect(builds).toBe(2);
  });
});
