import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerSiteLocalesWithoutTheEngine } from './site-locales';

describe('the site’s locales answered without the engine (issue 14)', () => {
  const originals = {
    number: Intl.NumberFormat.supportedLocalesOf,
    date: Intl.DateTimeFormat.supportedLocalesOf,
  };
  let engine: { number: ReturnType<typeof vi.fn>; date: ReturnType<typeof vi.fn> };

  beforeEach(() => {
    engine = {
      number: vi.fn(originals.number.bind(Intl.NumberFormat)),
      date: vi.fn(originals.date.bind(Intl.DateTimeFormat)),
    };
    Intl.NumberFormat.supportedLocalesOf = engine.number as typeof originals.number;
    Intl.DateTimeFormat.supportedLocalesOf = engine.date as typeof originals.date;
    answerSiteLocalesWithoutTheEngine();
  });
  afterEach(() => {
    Intl.NumberFormat.supportedLocalesOf = originals.number;
    Intl.DateTimeFormat.supportedLocalesOf = originals.date;
  });

  it('answers fr-CH and de-CH as react-intl asks, without asking the engine', () => {
    expect(Intl.NumberFormat.supportedLocalesOf('fr-CH')).toEqual(['fr-CH']);
    expect(Intl.DateTimeFormat.supportedLocalesOf('de-CH')).toEqual(['de-CH']);
    expect(Intl.NumberFormat.supportedLocalesOf(['de-CH', 'fr-CH', 'de-CH'])).toEqual([
      'de-CH',
      'fr-CH',
    ]);
    expect(engine.number).not.toHaveBeenCalled();
    expect(engine.date).not.toHaveBeenCalled();
  });

  it('leaves every other question to the engine', () => {
    expect(Intl.NumberFormat.supportedLocalesOf(['en-GB'])).toEqual(
      originals.number.call(Intl.NumberFormat, ['en-GB']),
    );
    Intl.DateTimeFormat.supportedLocalesOf('fr-CH', { localeMatcher: 'lookup' });
    Intl.NumberFormat.supportedLocalesOf(['fr-CH', 'it-CH']);
    Intl.NumberFormat.supportedLocalesOf([]);
    expect(engine.number).toHaveBeenCalledTimes(3);
    expect(engine.date).toHaveBeenCalledTimes(1);
  });
});
