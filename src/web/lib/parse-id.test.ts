import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('7')).toBe(7);
    for (const v of ['', null, undefined, '0', '-3', '2.5', 'abc']) expect(parseId(v)).toBeNull();
  });
});
