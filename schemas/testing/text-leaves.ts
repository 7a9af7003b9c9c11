// Walks a zod schema and lists every string it accepts without the shared text refinement
// (text.ts): the guard that keeps a forgotten `z.string()` out of request and message schemas.
import type { z } from 'zod';
import { isSafeText } from '../text';

/** String formats whose own anchored pattern already refuses a NUL and a lone surrogate. */
const SELF_CHECKED_FORMATS = new Set(['datetime', 'date', 'time', 'duration', 'uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid', 'ipv4', 'ipv6']);

type Def = {
  type: string;
  checks?: { _zod: { def: { check?: string; fn?: unknown; format?: string } } }[];
  format?: string;
  [key: string]: unknown;
};

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function carriesRefinement(def: Def): boolean {
  return (def.checks ?? []).some((c) => c._zod.def.check === 'custom' && c._zod.def.fn === isSafeText);
}

/**
 * The paths (dotted, `[]` for array items, `|n` for union options) of every string in `schema`
 * that neither carries `safeText()`'s refinement nor is a closed set (enum, literal) or a
 * self-checked format.
 */
export function unrefinedStrings(schema: z.ZodType, root = '(root)'): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (s: unknown, path: string): void => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    const def = defOf(s);
    const inner = (key: string, suffix = '') => walk(def[key], path + suffix);
    switch (def.type) {
      case 'string':
        if (!carriesRefinement(def) && !(def.format && SELF_CHECKED_FORMATS.has(def.format))) found.push(path);
        return;
      case 'object': {
        const shape = def.shape as Record<string, unknown>;
        for (const [key, value] of Object.entries(shape)) walk(value, `${path}.${key}`);
        if (def.catchall) inner('catchall', '.*');
        return;
      }
      case 'array':
        return inner('element', '[]');
      case 'set':
        return inner('valueType', '[]');
      case 'tuple':
        (def.items as unknown[]).forEach((item, i) => walk(item, `${path}[${i}]`));
        if (def.rest) inner('rest', '[]');
        return;
      case 'record':
      case 'map':
        inner('keyType', '.(key)');
        return inner('valueType', '.*');
      case 'union':
        (def.options as unknown[]).forEach((option, i) => walk(option, `${path}|${i}`));
        return;
      case 'intersection':
        inner('left');
        return inner('right');
      case 'pipe':
        inner('in');
        return inner('out');
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
      case 'success':
        return inner('innerType');
      case 'lazy':
        return walk((def.getter as () => unknown)(), path);
      default:
        // enum, literal, number, boolean, date, transform, unknown ...: no free text of their own.
        return;
    }
  };
  walk(schema, root);
  return found;
}
