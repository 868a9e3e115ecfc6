import { describe, expect, it } from 'vitest';
import { forwardedClientIp } from './client-ip.js';

describe('forwardedClientIp', () => {
  it('takes the entry the trusted proxy added: the rightmost', () => {
    expect(forwardedClientIp('203.0.113.7', 1)).toBe('203.0.113.7');
    // The client wrote "1.2.3.4" itself; the proxy appended the address it really came from.
    expect(forwardedClientIp('1.2.3.4, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClientIp('1.2.3.4,5.6.7.8 ,  203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('a client cannot choose its address by writing the header', () => {
    const spoofs = ['10.9.9.9', '10.9.9.9, 10.8.8.8', 'unknown, 127.0.0.1'];
    for (const spoof of spoofs) expect(forwardedClientIp(`${spoof}, 198.51.100.23`, 1)).toBe('198.51.100.23');
  });

  it('with a chain of proxies, counts TRUSTED_PROXY_HOPS from the right', () => {
    // client → CDN (adds the client) → load balancer (adds the CDN) → app
    expect(forwardedClientIp('6.6.6.6, 198.51.100.23, 192.0.2.10', 2)).toBe('198.51.100.23');
    expect(forwardedClientIp('198.51.100.23, 192.0.2.10', 2)).toBe('198.51.100.23');
    // Fewer entries than proxies: the leftmost is still one a trusted proxy wrote.
    expect(forwardedClientIp('192.0.2.10', 2)).toBe('192.0.2.10');
  });

  it('has no answer without entries', () => {
    expect(forwardedClientIp(undefined, 1)).toBeUndefined();
    expect(forwardedClientIp('', 1)).toBeUndefined();
    expect(forwardedClientIp(' , ', 1)).toBeUndefined();
  });
});
