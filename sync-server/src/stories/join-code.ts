import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET } from '@schemas';

/** Characters per join code: 30^10 ≈ 2^49, above the 40 random bits the security model asks. */
export const JOIN_CODE_LENGTH = 10;

/** A new random join code from the unambiguous alphabet (no 0/O, 1/I/L, U). */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** Normalises what a person typed or a link carried: upper-case, without spaces or dashes. */
export function normalizeJoinCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** Whether a normalised code could be a join code at all (cheap check before any lookup). */
export function isWellFormedJoinCode(code: string): boolean {
  if (code.length !== JOIN_CODE_LENGTH) return false;
  for (const ch of code) if (!JOIN_CODE_ALPHABET.includes(ch)) return false;
  return true;
}
