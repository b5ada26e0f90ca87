import { describe, expect, it } from 'vitest';
import { loadConfig, publicOriginOf } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database, sandbox payments', () => {
    const config = loadConfig({}, { dataDir: ':memory:' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payment.provider).toBe('sandbox');
    expect(config.isProduction).toBe(false);
    expect(config.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '4000',
        DATABASE_URL: 'postgres://u@h/db',
        PUBLIC_HOST: 'www.example.ch',
        NODE_ENV: 'production',
        APP_SECRET: 's',
        SMTP_URL: 'smtp://h:587',
        PAYMENT_PROVIDER: 'sandbox',
      },
      { dataDir: ':memory:' },
    );
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: 'postgres://u@h/db',
      publicHost: 'www.example.ch',
      isProduction: true,
      secret: 's',
      mail: { smtpUrl: 'smtp://h:587' },
    });
  });

  it('routes help forms to configured inboxes and contacts no address service by default', () => {
    const defaults = loadConfig({}, { dataDir: ':memory:' });
    expect(defaults.addresses.provider).toBe('none');
    expect(defaults.mail).toMatchObject({
      managementInbox: 'direction@alpaws.example',
      partnerInbox: 'partenaires@alpaws.example',
      mediaInbox: 'medias@alpaws.example',
    });
    const config = loadConfig(
      {
        MANAGEMENT_INBOX: 'ceo@example.ch',
        PARTNER_INBOX: 'brokers@example.ch',
        MEDIA_INBOX: 'press@example.ch',
        ADDRESS_PROVIDER: 'swisstopo',
        ADDRESS_PROVIDER_URL: 'http://127.0.0.1:9/search',
      },
      { dataDir: ':memory:' },
    );
    expect(config.mail).toMatchObject({
      managementInbox: 'ceo@example.ch',
      partnerInbox: 'brokers@example.ch',
      mediaInbox: 'press@example.ch',
    });
    expect(config.addresses).toMatchObject({
      provider: 'swisstopo',
      baseUrl: 'http://127.0.0.1:9/search',
    });
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'google' }, { dataDir: ':memory:' })).toThrow(
      /use "none" or "swisstopo"/,
    );
  });

  it('refuses a payment provider it does not have, at start', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' }, { dataDir: ':memory:' })).toThrow(
      /not available/,
    );
  });

  it('reads the contest draw dates, the CHI redirect and the marketing and HR inboxes', () => {
    const defaults = loadConfig({}, { dataDir: ':memory:' });
    expect(defaults.contests).toEqual({
      'summer-contest': { drawDate: null },
      'tirage-au-sort-canin': { drawDate: null },
      'chi2024-form': { drawDate: '2024-12-20' },
    });
    expect(defaults.chiRedirectUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/place\//);
    expect(defaults.mail).toMatchObject({
      marketingInbox: 'marketing@alpaws.example',
      hrInbox: 'rh@alpaws.example',
    });
    const config = loadConfig(
      {
        SUMMER_CONTEST_DRAW_DATE: '31.08.2026',
        DOG_DRAW_DATE: '2026-12-15',
        CHI_DRAW_DATE: '19.12.2026',
        CHI_REDIRECT_URL: 'https://maps.example.ch/palexpo',
        MARKETING_INBOX: 'events@example.ch',
        HR_INBOX: 'jobs@example.ch',
      },
      { dataDir: ':memory:' },
    );
    expect(config.contests).toEqual({
      'summer-contest': { drawDate: '2026-08-31' },
      'tirage-au-sort-canin': { drawDate: '2026-12-15' },
      'chi2024-form': { drawDate: '2026-12-19' },
    });
    expect(config.chiRedirectUrl).toBe('https://maps.example.ch/palexpo');
    expect(config.mail).toMatchObject({
      marketingInbox: 'events@example.ch',
      hrInbox: 'jobs@example.ch',
    });
    expect(() => loadConfig({ CHI_DRAW_DATE: '31.02.2026' }, { dataDir: ':memory:' })).toThrow(
      /CHI_DRAW_DATE/,
    );
    expect(() =>
      loadConfig({ CHI_REDIRECT_URL: 'javascript:alert(1)' }, { dataDir: ':memory:' }),
    ).toThrow(/https/);
  });
});

describe('publicOriginOf', () => {
  it.each([
    ['www.alpaws.ch', 'https://www.alpaws.ch'],
    ['www.alpaws.ch:8443', 'https://www.alpaws.ch:8443'],
    ['intranet', 'https://intranet'],
    ['localhost.alpaws.ch', 'https://localhost.alpaws.ch'],
    // the default PUBLIC_HOST, and machines reached by their name or address: no certificate
    ['localhost:3000', 'http://localhost:3000'],
    ['LOCALHOST:3000', 'http://LOCALHOST:3000'],
    ['app.localhost:3000', 'http://app.localhost:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['10.0.0.5', 'http://10.0.0.5'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['[fe80::1]', 'http://[fe80::1]'],
  ])('%s → %s', (publicHost, origin) => {
    expect(publicOriginOf(publicHost)).toBe(origin);
  });
});
