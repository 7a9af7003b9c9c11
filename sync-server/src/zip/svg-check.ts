/**
 * An imported SVG is a document a browser runs: it is parsed with a real XML parser (@xmldom/xmldom,
 * never regular expressions) and refused when it holds a script, an event handler, embedded HTML,
 * a DOCTYPE (entities), a stylesheet instruction, or any reference outside itself (href, src,
 * url() or @import pointing anywhere but `#id` or an embedded raster `data:` picture).
 */
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

/** Elements that run code or embed other documents. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'audio', 'video', 'html', 'body']);
/** Attributes that point at a resource. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data']);
const SAFE_REFERENCE = /^\s*(#[A-Za-z0-9_.:-]*|data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=\s]*)\s*$/i;

/** Why CSS text is unsafe (an external url(), @import, script), or null. */
function unsafeCss(css: string): string | null {
  if (/@import/i.test(css)) return 'a stylesheet @import';
  if (/expression\s*\(|javascript:/i.test(css)) return 'script in a style';
  for (const m of css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    if (!SAFE_REFERENCE.test(m[2] ?? '')) return `an external reference url(${(m[2] ?? '').slice(0, 60)})`;
  }
  return null;
}

/** Why an SVG document is refused, or null when it is a plain picture. */
export function unsafeSvg(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'it is not UTF-8 text';
  }
  let fatal: string | null = null;
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning' && !fatal) fatal = message;
    },
  });
  let doc;
  try {
    doc = parser.parseFromString(text, 'image/svg+xml');
  } catch (error) {
    return `it is not well-formed XML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
  if (fatal) return `it is not well-formed XML (${String(fatal).split('\n')[0]})`;
  const root = doc.documentElement;
  if (!root || root.localName?.toLowerCase() !== 'svg') return 'its root element is not <svg>';
  const stack: Node[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeType === node.DOCUMENT_TYPE_NODE) return 'it has a DOCTYPE';
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) return 'it has a processing instruction';
    if (node.nodeType === node.ELEMENT_NODE) {
      const el = node as Element;
      const name = (el.localName ?? el.nodeName).toLowerCase();
      if (FORBIDDEN_ELEMENTS.has(name)) return `it has a <${name}> element`;
      for (let i = 0; i < el.attributes.length; i++) {
        const attr = el.attributes.item(i)!;
        const attrName = attr.name.toLowerCase();
        const local = (attr.localName ?? attrName).toLowerCase();
        if (local.startsWith('on')) return `it has an event handler (${attr.name})`;
        if ((REFERENCE_ATTRIBUTES.has(attrName) || REFERENCE_ATTRIBUTES.has(local)) && !SAFE_REFERENCE.test(attr.value)) {
          return `it references something outside itself (${attr.name}="${attr.value.slice(0, 60)}")`;
        }
        if (/javascript:/i.test(attr.value)) return `it has script in ${attr.name}`;
        const css = attrName === 'style' ? unsafeCss(attr.value) : null;
        if (css) return `it has ${css}`;
      }
      if (name === 'style') {
        const css = unsafeCss(el.textContent ?? '');
        if (css) return `it has ${css}`;
      }
    }
    for (let child = node.firstChild; child; child = child.nextSibling) stack.push(child);
  }
  return null;
}
