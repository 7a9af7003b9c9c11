/**
 * The cheap limits of an SVG picture, checked before anything parses it (issue 26.1): its size in
 * bytes and its number of elements, counted by a scan for start tags; and no entity declarations.
 * Cheap enough for the request thread; the rebuilding itself (svg-sanitise.ts) runs in the pool.
 */

/** The largest SVG accepted, in bytes. */
export const SVG_MAX_BYTES = 4 * 1024 * 1024;
/** The most elements an SVG may hold (start tags, counted before parsing). */
export const SVG_MAX_ELEMENTS = 10_000;

/** Start tags in a text: `<` followed by a name character (not `</`, `<!`, `<?`). */
export function countStartTags(text: string): number {
  let n = 0;
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) {
    const c = text.charCodeAt(i + 1);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58) n++;
  }
  return n;
}

/** Why some bytes are refused before any parsing (size, start tags, entity declarations), or null. */
export function svgPrecheck(bytes: Uint8Array): string | null {
  if (bytes.byteLength > SVG_MAX_BYTES) return `it is larger than ${SVG_MAX_BYTES / (1024 * 1024)} MB`;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'it is not UTF-8 text';
  }
  const tags = countStartTags(text);
  if (tags > SVG_MAX_ELEMENTS) return `it has more than ${SVG_MAX_ELEMENTS.toLocaleString('en')} elements`;
  if (/<!ENTITY/i.test(text)) return 'it declares entities (a DOCTYPE with an internal subset)';
  return null;
}

