import { describe, expect, it } from 'vitest';
import { offlineMonthlyPrice } from './offline-price';
import { tariff2026 } from './tariff-2026';

describe('offlineMonthlyPrice', () => {
  it.each([
    [4.7, 5.4], // 4.70 × 1.15 = 5.405 → 5.40
    [80.3, 92.35], // 92.345 → 92.35
    [20.9, 24.05], // 24.035 → 24.05
  ])('adds the 15%% offline surcharge to CHF $0', (online, offline) => {
    expect(offlineMonthlyPrice(online, tariff2026)).toBe(offline);
  });

  it('is never below the online price and always a multiple of 5 centimes', () => {
    for (let centimes = 5; centimes <= 50_000; centimes += 35) {
      const online = centimes / 100;
      const offline = offlineMonthlyPrice(online, tariff2026);
      expect(offline).toBeGreaterThanOrEqual(online);
      expect(Math.round(offline * 100) % 5).toBe(0);
    }
  });
});
