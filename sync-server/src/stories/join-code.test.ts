import { JOIN_CODE_ALPHABET } from '@schemas';
import { describe, expect, it } from 'vitest';
import { isWellFormedJoinCode, JOIN_CODE_LENGTH, newJoinCode, normalizeJoinCode } from './join-code';

describe('join codes', () => {
  it('carry at least 40 random bits from the unambiguous alphabet', () => {
    expect(JOIN_CODE_LENGTH * Math.log2(JOIN_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
    for (const ch of '01ILOU') expect(JOIN_CODE_ALPHABET).not.toContain(ch);
    const codes = new Set(Array.from({ length: 2000 }, newJoinCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(isWellFormedJoinCode(code)).toBe(true);
  });

  it('match case-insensitively, ignoring spaces and dashes', () => {
    const code = newJoinCode();
    const typed = ` ${code.slice(0, 5).toLowerCase()}-${code.slice(5)} `;
    expect(normalizeJoinCode(typed)).toBe(code);
  });

  it('reject codes of the wrong length or with letters outside the alphabet', () => {
    expect(isWellFormedJoinCode('ABC')).toBe(false);
    expect(isWellFormedJoinCode('OOOOOOOOOO')).toBe(false);
  });
});
