import { describe, expect, it } from 'vitest';
import { ID_MESSAGE, idParamSchema, idSchema, MAX_ID } from './ids';

describe('idSchema (JSON bodies)', () => {
  it('takes positive 32-bit integers', () => {
    for (const id of [1, 42, MAX_ID]) expect(idSchema.parse(id)).toBe(id);
  });

  it('refuses anything else with one message', () => {
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 2 ** 53, NaN, Infinity, '1', 'abc', true, null]) {
      const result = idSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message, String(bad)).toBe(ID_MESSAGE);
    }
  });
});

describe('idParamSchema (paths and query strings)', () => {
  it('turns plain digits into a number', () => {
    expect(idParamSchema.parse('7')).toBe(7);
    expect(idParamSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses out-of-range ids and anything but plain digits', () => {
    const bad = [
      '0',
      '-1',
      '1.5',
      '2147483648',
      '99999999999999999999',
      'abc',
      '1e3',
      ' 1',
      '01',
      '0x10',
      '',
      '1\u0000',
      '１',
    ];
    for (const value of bad) {
      const result = idParamSchema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message, value).toBe(ID_MESSAGE);
    }
  });
});
