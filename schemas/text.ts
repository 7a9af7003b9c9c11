/**
 * The one rule for text a user sends: no NUL and no lone surrogate (issue 13.3).
 *
 * Those two are exactly the text nothing downstream can hold: PostgreSQL refuses U+0000 in `text`
 * and `jsonb` (the request became a 500), and a lone UTF-16 surrogate has no UTF-8 form (jsonb
 * refuses its `\ud800` escape; a text column silently gets U+FFFD instead). Nothing already stored
 * can contain them, so the rule never rejects a stored row that is parsed again. Other control
 * characters (tab and line breaks in prose, a vertical tab pasted from a word processor) are
 * stored and shown without harm and stay allowed.
 */
import { z } from 'zod';

/** What the `invalid` envelope says about such text, in plain words. */
export const UNSAFE_TEXT_MESSAGE = 'Text may not contain NUL characters or broken Unicode (a lone surrogate).';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `s` may be stored as it is: no NUL, no lone surrogate. */
export function isSafeText(s: string): boolean {
  return !UNSAFE.test(s);
}

/** `s` with every NUL and lone surrogate removed (for paths that clean instead of refusing, like co-authoring). */
export function stripUnsafeText(s: string): string {
  return isSafeText(s) ? s : s.replace(new RegExp(UNSAFE.source, 'g'), '');
}

/**
 * A string schema carrying the shared refinement: use it for every string a request or a realtime
 * message carries (`safeText().trim().min(1)` chains like `z.string()`). A test walks every
 * request and message schema and fails on a string without it.
 */
export function safeText(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).refine(isSafeText, UNSAFE_TEXT_MESSAGE);
}

/**
 * The first string anywhere in `value` (object keys included) that is not safe, with its dotted
 * path; null when all are. Walks with its own stack, so no nesting depth escapes it.
 */
export function findUnsafeText(value: unknown): { path: string; value: string } | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return { path: item.path.join('.') || '(root)', value: v };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...item.path, i] });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i]!;
        if (!isSafeText(key)) return { path: [...item.path, '(key)'].join('.'), value: key };
        stack.push({ value: inner, path: [...item.path, key] });
      }
    }
  }
  return null;
}
