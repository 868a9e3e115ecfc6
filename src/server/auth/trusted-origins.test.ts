import { describe, expect, it } from 'vitest';
import { trustedOrigins, trustedOriginsListSchema } from './trusted-origins.js';

describe('trustedOrigins', () => {
  it('trusts every loopback name of the port when APP_URL is a loopback address', () => {
    expect(trustedOrigins({ appUrl: 'http://localhost:3000', port: 3000 }).sort()).toEqual(
      ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'].sort(),
    );
    expect(trustedOrigins({ appUrl: 'http://127.0.0.1:4310', port: 4310 })).toContain('http://localhost:4310');
  });

  it('covers both the listening port and APP_URL’s (the dev server proxies to the API)', () => {
    const origins = trustedOrigins({ appUrl: 'http://localhost:5173', port: 3000 });
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(origins).toContain(`http://${host}:5173`);
      expect(origins).toContain(`http://${host}:3000`);
    }
    expect(origins).not.toContain('http://localhost:8080');
  });

  it('trusts no loopback origin behind a public APP_URL, only APP_URL and the configured list', () => {
    const origins = trustedOrigins({
      appUrl: 'https://bizu.app',
      port: 3000,
      extra: ['https://www.bizu.app'],
    });
    expect(origins.sort()).toEqual(['https://bizu.app', 'https://www.bizu.app']);
  });
});

describe('TRUSTED_ORIGINS', () => {
  it('reads a comma-separated list of origins', () => {
    expect(trustedOriginsListSchema.parse(' https://a.bizu.app, http://10.0.0.5:3000/ ,,')).toEqual([
      'https://a.bizu.app',
      'http://10.0.0.5:3000',
    ]);
    expect(trustedOriginsListSchema.parse(undefined)).toEqual([]);
    expect(trustedOriginsListSchema.parse('')).toEqual([]);
  });

  it.each(['bizu.app', 'https://bizu.app/login', 'ftp://bizu.app', 'https://user@bizu.app'])(
    'refuses %s, which is not an http(s) origin',
    (value) => {
      expect(trustedOriginsListSchema.safeParse(value).success).toBe(false);
    },
  );
});
