import data2026 from '../../tariffs/2026.json' with { type: 'json' };
import type { Tariff } from './tariff';

/**
 * The 2026 tariff's figures as shipped (tariffs/2026.json). They are validated where it counts,
 * once: by the server when it starts (loadTariff in apps/server/src/app.ts, which refuses to
 * start on a wrong figure) and by the tests (tariff.test.ts), so that a figure changed by an
 * actuary can never produce a price the rules do not allow. The browser, which only shows prices
 * the server computes again, takes the same figures as they are: parsing them on every page load
 * held a phone's main thread for 50 to 120 ms (issue 14).
 */
export const tariff2026 = data2026 as unknown as Tariff;
