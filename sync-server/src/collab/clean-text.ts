/**
 * Text a co-author can type that the template row cannot hold: PostgreSQL refuses NUL in text
 * and jsonb and a lone surrogate in jsonb, and the boundary's text rule refuses control
 * characters. Live edits are never refused (the doc is the co-authors' shared truth), so
 * materialisation cleans such text on its way into the row: control characters other than tab,
 * line feed and carriage return are removed, lone surrogates and the noncharacters U+FFFE/U+FFFF
 * become U+FFFD. The doc keeps what was typed; the next edit of that field replaces it.
 */

/** C0 controls except \t \n \r, DEL, and C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** A high surrogate not followed by a low one, a low one not preceded by a high one, U+FFFE, U+FFFF. */
const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

/** The text with what the row cannot hold cleaned away (see the file comment). */
export function cleanText(text: string): string {
  return text.replace(CONTROL, '').replace(UNPAIRED, '\uFFFD');
}

/**
 * Cleans every string (values and object keys) of a JSON-like value. Returns the cleaned value
 * and the paths (`guidelines.rules[2]`, `title`) where something was cleaned.
 */
export function cleanTextDeep<T>(value: T): { value: T; cleaned: string[] } {
  const cleaned: string[] = [];
  const walk = (v: unknown, path: string): unknown => {
    if (typeof v === 'string') {
      const c = cleanText(v);
      if (c !== v) cleaned.push(path || '(root)');
      return c;
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, `${path}[${i}]`));
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(v)) {
        const k = cleanText(key);
        if (k !== key) cleaned.push(`${path ? `${path}.` : ''}${JSON.stringify(k)} (key)`);
        out[k] = walk(item, path ? `${path}.${k}` : k);
      }
      return out;
    }
    return v;
  };
  return { value: walk(value, '') as T, cleaned };
}
