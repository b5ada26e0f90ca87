import { describe, expect, it } from 'vitest';
import { isCanonicalTarget } from './request-target';

/** The definition the fast path must agree with: decoding then encoding gives the path back. */
function byDefinition(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  try {
    return encodeURI(decodeURI(path)) === path;
  } catch {
    return false;
  }
}

describe('isCanonicalTarget', () => {
  it.each([
    ['/api/business-lines/dog/price', true],
    ['/de/angebote/hunde?x=%zz', true],
    ['/offres/chiens/', true],
    ['/%61pi/coupons', false],
    ['/api%2Fdocuments/upload', false],
    ['/caf%C3%A9', true],
    ['/caf%c3%a9', false],
    ['/café', false],
    ['/a b', false],
    ['/%zz', false],
    ['http://host/api', false],
    ['*', false],
  ])('%s: %s', (url, expected) => {
    expect(isCanonicalTarget(url)).toBe(expected);
    expect(byDefinition(url)).toBe(expected);
  });

  it('agrees with the definition on every path of one or two characters below U+012C', () => {
    const disagreements: string[] = [];
    for (let first = 0; first < 300; first += 1) {
      for (let second = -1; second < 300; second += 1) {
        const url = `/${String.fromCharCode(first)}${second < 0 ? '' : String.fromCharCode(second)}`;
        if (isCanonicalTarget(url) !== byDefinition(url)) disagreements.push(JSON.stringify(url));
      }
    }
    expect(disagreements).toEqual([]);
  });
});
