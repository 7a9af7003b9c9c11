import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index';
import { findUnsafeText, isSafeText, safeText, stripUnsafeText, UNSAFE_TEXT_MESSAGE } from './text';
import { unrefinedStrings } from './testing/text-leaves';

describe('the shared text refinement (issue 13.3)', () => {
  it('refuses a NUL and lone surrogates, keeps every other character a person can type or paste', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', `${'y'.repeat(100_000)}\u0000`]) expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'plain', 'tab\tand\nlines\r\n', 'vertical\u000btab', '\u0007bell', '😀 emoji pair \ud83d\ude00', 'Zoë — “quotes”', '\u202e', '\ufffd']) {
      expect(isSafeText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('answers in plain words through zod, and chains like z.string()', () => {
    const schema = safeText().trim().min(1).max(10);
    expect(schema.safeParse('  ok  ').data).toBe('ok');
    const refused = schema.safeParse('o\u0000k');
    expect(refused.error?.issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('strips what it refuses, for paths that clean instead', () => {
    expect(stripUnsafeText('a\u0000b\ud800c😀')).toBe('abc😀');
    expect(stripUnsafeText('unchanged')).toBe('unchanged');
  });

  it('finds unsafe text anywhere in a parsed body: values, keys, any depth', () => {
    expect(findUnsafeText({ a: [1, { b: 'ok' }], c: 'fine' })).toBeNull();
    expect(findUnsafeText({ a: [1, { b: 'o\u0000k' }] })).toEqual({ path: 'a.1.b', value: 'o\u0000k' });
    expect(findUnsafeText({ ok: { ['k\ud800']: 1 } })?.path).toBe('ok.(key)');
    let deep: unknown = '\u0000';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.path.split('.')).toHaveLength(10_000);
  });
});

describe('every request and realtime message schema carries the refinement on every string', () => {
  // The roots: every exported schema named for a request or a query, and the socket's messages.
  // The server adds the schemas its validators really use (sync-server/src/http/odd-text.test.ts).
  // (imageRequestSchema is a beat's picture request written by the narrator, not a client request.)
  const roots = Object.entries(schemas).filter(
    ([name, value]) => /(Request|Query)Schema$|^clientMessageSchema$/.test(name) && name !== 'imageRequestSchema' && value instanceof z.ZodType,
  );

  it('finds the request schemas to walk', () => {
    expect(roots.map(([name]) => name)).toEqual(expect.arrayContaining(['createStoryRequestSchema', 'feedQuerySchema', 'clientMessageSchema', 'registerRequestSchema']));
  });

  for (const [name, schema] of roots) {
    it(name, () => {
      expect(unrefinedStrings(schema as z.ZodType, name)).toEqual([]);
    });
  }

  it('the walker itself notices a plain z.string() at any depth', () => {
    const forgot = z.object({ a: safeText(), b: z.array(z.object({ c: z.string().optional() })), d: z.union([z.literal('x'), z.string()]), e: z.enum(['k']), f: z.iso.datetime() });
    expect(unrefinedStrings(forgot, 'forgot')).toEqual(['forgot.b[].c', 'forgot.d|1']);
  });
});
