import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError, api, compact, isRefusal, ValidationError } from './api';

type FetchArgs = [input: string, init?: RequestInit];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setCookie(value: string | null) {
  // The tests play the server's part: it sets the XSRF-TOKEN cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: simulating the server's Set-Cookie
  document.cookie =
    value === null
      ? 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `XSRF-TOKEN=${value}; path=/`;
}

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url, init }));
const headersOf = (init?: RequestInit) => (init?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/');
  setCookie(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCookie(null);
});

describe('isRefusal', () => {
  it('is a 4xx answer, a 422 too: not asked again; a 5xx or a lost connection may pass', () => {
    expect(isRefusal(new ValidationError('invalid', {}))).toBe(true);
    expect(isRefusal(new ApiError(404, 'Not Found', null))).toBe(true);
    expect(isRefusal(new ApiError(410, 'Gone', null))).toBe(true);
    expect(isRefusal(new ApiError(503, 'Service Unavailable', null))).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('compact', () => {
  it('drops null, undefined and empty strings at every depth, keeps false and 0', () => {
    expect(
      compact({
        a: '',
        b: null,
        c: undefined,
        d: 0,
        e: false,
        f: { g: '', h: 'x', i: { j: null } },
        k: [{ l: '', m: 1 }],
      }),
    ).toEqual({ d: 0, e: false, f: { h: 'x', i: {} }, k: [{ m: 1 }] });
  });
});

describe('api.get', () => {
  it('calls /api/<path> with the query, the XHR header and no CSRF round trip', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ id: 1, name: 'Labrador' }]));
    const races = await api.get('business-lines/dog/animal-races', {
      query: { search: 'lab', empty: '', none: null },
    });
    expect(races).toEqual([{ id: 1, name: 'Labrador' }]);
    expect(calls()).toHaveLength(1);
    const [{ url, init }] = calls() as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/business-lines/dog/animal-races?search=lab');
    expect(init.method).toBe('GET');
    expect(headersOf(init)['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headersOf(init)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('throws an ApiError with the server message on other failures', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Cette adresse n’existe pas.' }));
    const error = await api.get('nowhere').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Cette adresse n’existe pas.' });
  });
});

describe('api.post', () => {
  it('sends the cookie token, the XHR header, the locale and a compacted JSON body', async () => {
    setCookie('token-1');
    window.history.replaceState(null, '', '/de/angebote/hunde');
    fetchMock.mockResolvedValueOnce(json(200, { user_token: 'u1' }));

    const answer = await api.post('subscriptions/init', {
      animal_name: 'Rex',
      animal_race_id: null,
      owner: { email: '', city: 'Bern' },
    });

    expect(answer).toEqual({ user_token: 'u1' });
    expect(calls()).toHaveLength(1);
    const [{ url, init }] = calls() as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/subscriptions/init');
    expect(init.method).toBe('POST');
    expect(headersOf(init)).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': 'token-1',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      animal_name: 'Rex',
      owner: { city: 'Bern' },
      locale: 'de',
    });
  });

  it('fetches /api/csrf first when the cookie is missing', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/csrf') {
        setCookie('fresh');
        return json(200, { token: 'fresh' });
      }
      return json(200, {});
    });
    await api.post('coupons/get-coupon-data', { code: 'SALON' });
    expect(calls().map((call) => call.url)).toEqual(['/api/csrf', '/api/coupons/get-coupon-data']);
    expect(headersOf(calls()[1]?.init)['X-XSRF-TOKEN']).toBe('fresh');
  });

  it('on 419 fetches a fresh token once and retries once', async () => {
    setCookie('stale');
    fetchMock
      .mockResolvedValueOnce(json(419, { message: 'expired' }))
      .mockImplementationOnce(async () => {
        setCookie('renewed');
        return json(200, { token: 'renewed' });
      })
      .mockResolvedValueOnce(json(200, { ok: true }));

    await expect(api.post('subscriptions/check', { user_token: 'u1' })).resolves.toEqual({
      ok: true,
    });
    expect(calls().map((call) => call.url)).toEqual([
      '/api/subscriptions/check',
      '/api/csrf',
      '/api/subscriptions/check',
    ]);
    expect(headersOf(calls()[0]?.init)['X-XSRF-TOKEN']).toBe('stale');
    expect(headersOf(calls()[2]?.init)['X-XSRF-TOKEN']).toBe('renewed');
  });

  it('does not retry a second 419', async () => {
    setCookie('stale');
    fetchMock.mockImplementation(async (url) =>
      url === '/api/csrf'
        ? json(200, { token: 'stale' })
        : json(419, { message: 'Session expirée' }),
    );
    const error = await api.post('subscriptions/check', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 419 });
    expect(calls()).toHaveLength(3);
  });

  it('turns a 422 into a ValidationError with the errors map', async () => {
    setCookie('token-1');
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'Les données fournies ne sont pas valides.',
        errors: { animal_name: ['Ce champ est obligatoire.'] },
      }),
    );
    const error = await api.post('subscriptions/init', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Les données fournies ne sont pas valides.',
      errors: { animal_name: ['Ce champ est obligatoire.'] },
    });
  });

  it('treats a 422 without errors as an empty map', async () => {
    setCookie('token-1');
    fetchMock.mockResolvedValueOnce(json(422, { message: 'invalide' }));
    const error = await api.post('subscriptions/check', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({});
  });

  it('adds the locale to a FormData body without a JSON content type', async () => {
    setCookie('token-1');
    fetchMock.mockResolvedValueOnce(json(200, { documents: [] }));
    const form = new FormData();
    form.append('type', 'invoice');
    await api.post('documents', form);
    const init = calls()[0]?.init;
    expect(init?.body).toBe(form);
    expect(form.get('locale')).toBe('fr');
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });
});
