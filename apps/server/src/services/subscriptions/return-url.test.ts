import { describe, expect, it } from 'vitest';
import { isSafeReturnUrl } from './subscription-service';

const production = { isProduction: true };
const development = { isProduction: false };

describe('isSafeReturnUrl', () => {
  it.each([
    '/souscription/confirmation?token=abc',
    '/de/abschliessen/cat/zahlung?payment=failed',
    '/souscription/confirmation?name=Z%C3%BCrich',
    'https://www.example.ch/souscription/confirmation',
    'https://www.example.ch',
    'https://www.example.ch?x=1',
  ])('accepts our own page %s', (url) => {
    expect(isSafeReturnUrl(url, 'www.example.ch', production)).toBe(true);
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
    // issue 11 item 4: no scheme-relative trick, no downgrade, no credentials
    'https:evil.example',
    'https:/evil.example',
    'https:www.example.ch/x',
    'http://www.example.ch/souscription/confirmation',
    'HTTP://www.example.ch/x',
    'https://user@www.example.ch/x',
    'https://www.example.ch@evil.example/x',
    'https://www.example.ch:444/x',
    // issue 11 item 3: a non-ASCII character made the redirect a 500 on every retry
    '/souscription/confirmation?name=Zürich',
    'https://www.example.ch/é',
    '/x\u00a0',
    '/x\u202e',
  ])('refuses %j', (url) => {
    expect(isSafeReturnUrl(url, 'www.example.ch', production)).toBe(false);
  });

  it('accepts http only for localhost outside production', () => {
    expect(isSafeReturnUrl('http://localhost:3000/x', 'localhost:3000', development)).toBe(true);
    expect(isSafeReturnUrl('http://127.0.0.1:3000/x', '127.0.0.1:3000', development)).toBe(true);
    expect(isSafeReturnUrl('http://localhost:3000/x', 'localhost:3000', production)).toBe(false);
    expect(isSafeReturnUrl('http://www.example.ch/x', 'www.example.ch', development)).toBe(false);
    expect(isSafeReturnUrl('https://localhost:3000/x', 'localhost:3000', production)).toBe(true);
  });
});
