import { describe, expect, it } from 'vitest';
import { readEnv } from './env.js';

const SECRET = 'a-secret-of-at-least-32-characters!!';

describe('readEnv', () => {
  it('needs nothing on a developer machine: embedded database, generated secret, APP_URL on localhost', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      authSecret: undefined,
      trustProxy: false,
      trustedProxyHops: 1,
      trustedOrigins: [],
    });
  });

  it('requires BETTER_AUTH_SECRET with DATABASE_URL, saying what to set', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://db/bizu' })).toThrow(
      /BETTER_AUTH_SECRET is required when DATABASE_URL is set/,
    );
    expect(readEnv({ DATABASE_URL: 'postgres://db/bizu', BETTER_AUTH_SECRET: SECRET })).toMatchObject({
      databaseUrl: 'postgres://db/bizu',
      authSecret: SECRET,
    });
  });

  it('keeps the connect limit and the wait for a free pooled connection apart, each with its default', () => {
    expect(readEnv({})).toMatchObject({ databaseConnectTimeoutMs: 5000, databasePoolWaitMs: 10_000 });
    expect(readEnv({ PG_CONNECT_TIMEOUT_MS: '2000', PG_POOL_WAIT_MS: '30000' })).toMatchObject({
      databaseConnectTimeoutMs: 2000,
      databasePoolWaitMs: 30_000,
    });
    expect(() => readEnv({ PG_POOL_WAIT_MS: '10' })).toThrow(/PG_POOL_WAIT_MS/);
    expect(() => readEnv({ PG_POOL_WAIT_MS: 'dez' })).toThrow(/PG_POOL_WAIT_MS/);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => readEnv({ BETTER_AUTH_SECRET: 'curta' })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('reads TRUSTED_ORIGINS and TRUSTED_PROXY_HOPS', () => {
    const env = readEnv({
      APP_URL: 'https://bizu.app/',
      TRUSTED_ORIGINS: 'https://www.bizu.app,https://bizu.com.br',
      TRUST_PROXY: '1',
      TRUSTED_PROXY_HOPS: '2',
    });
    expect(env).toMatchObject({
      appUrl: 'https://bizu.app',
      trustedOrigins: ['https://www.bizu.app', 'https://bizu.com.br'],
      trustProxy: true,
      trustedProxyHops: 2,
    });
    expect(() => readEnv({ TRUSTED_ORIGINS: 'www.bizu.app' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => readEnv({ TRUSTED_PROXY_HOPS: '0' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
