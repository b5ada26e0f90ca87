import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('refuses a payment provider it does not have, at start', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' }, { dataDir: ':memory:' })).toThrow(
      /only provider is "sandbox"/,
    );
  });
});
