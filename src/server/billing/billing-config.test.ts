import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.js';

describe('billing configuration', () => {
  it('defaults to the spec: Eduzz checkout, promotion until 2025-07-01 23:59:59 in Brasília, webhook off', () => {
    const env = readEnv({});
    expect(env.checkoutUrlTemplate).toBe('https://chk.eduzz.com/{planId}');
    expect(env.promoEndsAt.toISOString()).toBe('2025-07-02T02:59:59.000Z');
    expect(env.eduzzWebhookSecret).toBeUndefined();
    expect(env.eduzzProductIds).toEqual({});
    expect(readEnv({ EDUZZ_WEBHOOK_SECRET: '' }).eduzzWebhookSecret).toBeUndefined();
  });

  it('reads the product ids of each plan', () => {
    expect(readEnv({ EDUZZ_PRODUCT_IDS: '7YIYRGIHIV=123456, E49E9VC83J=654321' }).eduzzProductIds).toEqual({
      '123456': '7YIYRGIHIV',
      '654321': 'E49E9VC83J',
    });
  });

  it('stops start-up on a bad value', () => {
    expect(() => readEnv({ EDUZZ_PRODUCT_IDS: 'PLANO=1' })).toThrow(/EDUZZ_PRODUCT_IDS/);
    expect(() => readEnv({ EDUZZ_PRODUCT_IDS: '7YIYRGIHIV' })).toThrow(/EDUZZ_PRODUCT_IDS/);
    expect(() => readEnv({ PROMO_END: 'amanhã' })).toThrow(/PROMO_END/);
    expect(() => readEnv({ CHECKOUT_URL_TEMPLATE: 'https://chk.eduzz.com/' })).toThrow(/CHECKOUT_URL_TEMPLATE/);
    expect(() => readEnv({ CHECKOUT_URL_TEMPLATE: 'chk/{planId}' })).toThrow(/CHECKOUT_URL_TEMPLATE/);
  });
});
