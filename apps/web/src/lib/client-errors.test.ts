import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportClientError } from './client-errors';

const fetch = vi.fn(
  async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }),
);

beforeEach(() => {
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-of-the-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const posts = () =>
  fetch.mock.calls.map(([url, init]) => ({
    url,
    headers: init?.headers,
    body: JSON.parse(init?.body as string),
  }));

describe('reportClientError (docs/decisions.md "A page that fails to load")', () => {
  it('posts what failed where, with the CSRF token, once per page and error', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/faq-1.js');
    await reportClientError('page', '/faq', error);
    await reportClientError('page', '/faq', error);
    expect(posts()).toEqual([
      {
        url: '/api/client-errors',
        headers: expect.objectContaining({
          'X-Requested-With': 'XMLHttpRequest',
          'X-XSRF-TOKEN': 'token-of-the-page',
        }),
        body: {
          kind: 'page',
          cause: 'load',
          path: '/faq',
          message: `TypeError: ${error.message}`,
          locale: 'fr',
        },
      },
    ]);
    // the same error on another page is another report
    await reportClientError('page', '/de/faq', error);
    expect(posts().map(({ body }) => body.path)).toEqual(['/faq', '/de/faq']);
  });

  it('says a render error apart from a load failure, and keeps the first 500 characters', async () => {
    await reportClientError('part', '/offres/chiens', new RangeError('x'.repeat(600)));
    const { body } = posts()[0] ?? { body: {} };
    expect(body).toMatchObject({ kind: 'part', cause: 'render', path: '/offres/chiens' });
    expect(body.message).toBe(`RangeError: ${'x'.repeat(488)}`);
    expect(body.message).toHaveLength(500);
  });

  it('sends nothing offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await reportClientError('page', '/emplois', new Error('offline'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing without the page’s CSRF cookie (the server would refuse it)', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    await reportClientError('page', '/aide', new Error('no cookie'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops a report the server refuses or that cannot leave, without an error', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(reportClientError('page', '/news', new Error('gone'))).resolves.toBeUndefined();
    fetch.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    await expect(reportClientError('page', '/news', new Error('again'))).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
