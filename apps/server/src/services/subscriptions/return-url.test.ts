import { describe, expect, it } from 'vitest';
import { isSafeReturnUrl } from './subscription-service';

describe('isSafeReturnUrl', () => {
  it.each([
    '/souscription/confirmation?token=abc',
    '/de/abschliessen/cat/zahlung?payment=failed',
    'https://www.example.ch/souscription/confirmation',
  ])('accepts our own page %s', (url) => {
    expect(isSafeReturnUrl(url, 'www.example.ch')).toBe(true);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\\evil.example',
    ' /x',
    'javascript:alert(1)',
    'https://www.example.ch.evil.example/x',
    'ftp://www.example.ch/x',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeReturnUrl(url, 'www.example.ch')).toBe(false);
  });
});
