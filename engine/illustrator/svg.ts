// The small SVG writer: numbers with one decimal (byte-stable across runtimes), attribute maps,
// and the escaping of the one piece of request text a picture carries (its <title>).

/** A number with at most one decimal, as SVG text. */
export function n(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Attribute values: numbers are rounded; undefined and false drop the attribute. */
export type Attrs = Record<string, string | number | undefined | false>;

function attrs(a: Attrs): string {
  let out = '';
  for (const k in a) {
    const v = a[k];
    if (v === undefined || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return out;
}

/** One element; `children` are already-written SVG. */
export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

/** A group with a class (the structure tests and styles rely on). */
export function group(cls: string, children: string, a: Attrs = {}): string {
  return children ? el('g', { class: cls, ...a }, children) : '';
}

/** Path data from points: a polygon or an open polyline. */
export function poly(points: readonly (readonly [number, number])[], close = true): string {
  let d = '';
  points.forEach(([x, y], i) => {
    d += `${i ? 'L' : 'M'}${n(x)} ${n(y)}`;
  });
  return close ? `${d}Z` : d;
}

/** Smooth closed-or-open path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly (readonly [number, number])[], close = false): string {
  if (points.length < 3) return poly(points, close);
  const p = (i: number): readonly [number, number] => {
    const k = close ? (i + points.length) % points.length : Math.max(0, Math.min(points.length - 1, i));
    return points[k] as readonly [number, number];
  };
  const first = p(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const last = close ? points.length : points.length - 1;
  for (let i = 0; i < last; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/**
 * Request text made safe for XML character data: control characters and lone surrogates
 * dropped, markup characters escaped, whitespace collapsed, cut to `max` characters.
 */
export function escapeText(text: string, max = 200): string {
  const clean = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...clean].slice(0, max).join('');
  return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
