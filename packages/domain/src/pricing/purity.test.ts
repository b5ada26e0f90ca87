/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quoteInputBaseSchema } from '../schemas/pricing';
import { quote } from './quote';
import { tariff2026 } from './tariff-2026';

/**
 * Prices must be the same in the browser build and on the server: the engine may not read the
 * clock, the environment, the locale, or any Node or DOM API.
 */
const root = join(import.meta.dirname, '..');
const engineFiles = [
  ...['pricing', 'dates'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(root, dir, name)),
  ),
  join(root, 'constants.ts'),
  join(root, 'schemas', 'pricing.ts'),
];

const forbidden = [
  /Date\.now/,
  /new Date\(/,
  /Math\.random/,
  /\bprocess\./,
  /\bwindow\./,
  /\bdocument\./,
  /\bglobalThis\b/,
  /\blocalStorage\b/,
  /toLocale\w*\(/,
  /\bfetch\(/,
  /from 'node:/,
  /\brequire\(/,
];

describe('the pricing engine has no environment dependence', () => {
  it.each(engineFiles.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    for (const pattern of forbidden) expect(source, String(pattern)).not.toMatch(pattern);
    // Intl is used once, with an explicit time zone, to turn an instant given by the caller
    // into the Swiss date; nothing else formats or reads a locale
    if (!file.endsWith('swiss-today.ts')) expect(source).not.toMatch(/\bIntl\./);
  });

  it('gives the same breakdown whatever the process time zone', () => {
    const input = quoteInputBaseSchema.parse({
      business_line: 'dog',
      animal_date_of_birth: '15.01.2025',
      policy_start_date: '20.03.2026',
      cover_diseases: true,
    });
    const original = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const east = quote(input, tariff2026, '2026-03-10');
      process.env.TZ = 'Pacific/Pago_Pago';
      const west = quote(input, tariff2026, '2026-03-10');
      expect(east).toEqual(west);
    } finally {
      process.env.TZ = original;
    }
  });
});
