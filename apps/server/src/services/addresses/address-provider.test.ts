import { describe, expect, it } from 'vitest';
import { parseSwisstopoAnswer } from './address-provider';

const result = (label: string, detail?: string, origin = 'address') => ({
  attrs: { origin, label, ...(detail === undefined ? {} : { detail }) },
});

describe('parseSwisstopoAnswer (geo.admin.ch SearchServer, origins=address)', () => {
  it.each([
    [
      'Seftigenstrasse 264 <b>3084 Wabern</b>',
      'seftigenstrasse 264 3084 wabern 355 koeniz ch be',
      { street: 'Seftigenstrasse', number: '264', zip: '3084', city: 'Wabern', canton: 'BE' },
    ],
    [
      'Rue du Lac 12a <b>1003 Lausanne</b>',
      'rue du lac 12a 1003 lausanne 5586 lausanne ch vd',
      { street: 'Rue du Lac', number: '12a', zip: '1003', city: 'Lausanne', canton: 'VD' },
    ],
    [
      'Chemin des Fraisiers 19.1 <b>1212 Grand-Lancy</b>',
      'chemin des fraisiers 19.1 1212 grand-lancy 6628 lancy ch ge',
      {
        street: 'Chemin des Fraisiers',
        number: '19.1',
        zip: '1212',
        city: 'Grand-Lancy',
        canton: 'GE',
      },
    ],
    [
      'M&#252;hlemattstrasse 36 <b>4410 Liestal</b>',
      undefined,
      { street: 'Mühlemattstrasse', number: '36', zip: '4410', city: 'Liestal' },
    ],
    [
      'Rue de l&#39;Industrie 5 <b>1950 Sion</b>',
      'rue de l industrie 5 1950 sion 6266 sion ch xx',
      { street: "Rue de l'Industrie", number: '5', zip: '1950', city: 'Sion' },
    ],
    [
      'Im Spitzacker <b>4052 Basel</b>',
      'im spitzacker 4052 basel 2701 basel ch bs',
      { street: 'Im Spitzacker', zip: '4052', city: 'Basel', canton: 'BS' },
    ],
  ])('reads %j', (label, detail, expected) => {
    expect(parseSwisstopoAnswer({ results: [result(label, detail)] })).toEqual([expected]);
  });

  it.each([
    ['a result of another origin', result('Lausanne <b>1003 Lausanne</b>', undefined, 'zipcode')],
    ['a label without a postcode', result('Rue du Lac 12 <b>Lausanne</b>')],
    ['a label without a street', result('<b>1003 Lausanne</b>')],
    ['a result without attributes', { id: 1 }],
    ['not an object', 'Rue du Lac'],
  ])('skips %s', (_name, entry) => {
    expect(parseSwisstopoAnswer({ results: [entry] })).toEqual([]);
  });

  it('keeps the order, each address once', () => {
    const answer = {
      results: [
        result('Rue du Lac 12 <b>1003 Lausanne</b>'),
        result('Rue du Lac 14 <b>1003 Lausanne</b>'),
        result('Rue du Lac 12 <b>1003 Lausanne</b>'),
      ],
    };
    expect(parseSwisstopoAnswer(answer).map((address) => address.number)).toEqual(['12', '14']);
  });

  it.each([null, {}, { results: 'x' }, [], 'text'])('answers nothing for %j', (body) => {
    expect(parseSwisstopoAnswer(body)).toEqual([]);
  });
});
