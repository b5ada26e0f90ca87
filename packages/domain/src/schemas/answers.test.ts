import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { HorseDeathOption } from '../pricing/horse';
import { horseDeathOptionSchema } from './answers';

type Row = z.output<typeof horseDeathOptionSchema>;
type Risk = Row['additional_risks'][number];

// The horse option row is the engine's HorseDeathOption, written again as a schema for the route:
// a field added to one and not to the other fails the typecheck (the serializer would drop it
// from the answer without a word).
describe('the horse option row schema', () => {
  it('names the fields the engine writes, and only those', () => {
    expectTypeOf<keyof Row>().toEqualTypeOf<keyof HorseDeathOption>();
    expectTypeOf<keyof Risk>().toEqualTypeOf<keyof HorseDeathOption['additional_risks'][number]>();
  });

  it('accepts a row as the engine types it', () => {
    const row: HorseDeathOption = {
      id: 1,
      name: 'VIVA Spirit A',
      indemnite_deces: 80,
      insured_value: 8000,
      price: 256,
      available: true,
      reason: null,
      additional_risks: [
        {
          id: 2,
          name: 'invalidite',
          percentage: 1,
          price: 80,
          available: false,
          reason: { key: 'pricing.value_max', params: { max: 50000 } },
        },
      ],
    };
    expectTypeOf(row).toExtend<z.input<typeof horseDeathOptionSchema>>();
    expect(horseDeathOptionSchema.parse(row)).toEqual(row);
  });
});
