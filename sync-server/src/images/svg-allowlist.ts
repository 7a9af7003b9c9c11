/**
 * What a stored SVG picture may hold (issue 26.3): static vector graphics and nothing else. Every
 * element, attribute and CSS property not named here is left out of the picture as it is rebuilt
 * (svg-sanitise.ts); every value that survives meets {@link safeValue}: no reference outside the
 * picture of any kind (only `url(#id)` and `#id`), no CSS escapes, no `image-set`, `@` rules,
 * `expression`, script URLs or markup.
 */

/** The SVG namespace: the only one whose elements are kept. */
export const SVG_NS = 'http://www.w3.org/2000/svg';
/** The XLink namespace: only its `href`, kept as a plain `href` when it points inside the picture. */
export const XLINK_NS = 'http://www.w3.org/1999/xlink';

const FILTER_PRIMITIVES = [
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting', 'feDisplacementMap',
  'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode',
  'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
];

/**
 * Elements kept (SVG namespace, case as in SVG). Left out, with everything inside them: script,
 * foreignObject, every animation element (animate, set, animateMotion, animateTransform: no
 * animation of links or anything else), feImage, iframe-likes, metadata, and anything unknown.
 */
export const ELEMENTS: ReadonlySet<string> = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'filter',
  'image', 'style', ...FILTER_PRIMITIVES,
]);

/** Elements dropped but whose children are kept (a link's or a switch's drawing stays, the link goes). */
export const UNWRAPPED: ReadonlySet<string> = new Set(['a', 'switch']);

/** Elements whose text is kept (everywhere else only the drawing counts). */
export const TEXT_ELEMENTS: ReadonlySet<string> = new Set(['title', 'desc', 'text', 'tspan', 'textPath', 'style']);

/** Presentation properties: kept as attributes, and as declarations of `style` and `<style>`. */
export const PRESENTATION: ReadonlySet<string> = new Set([
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'visibility', 'display', 'color', 'clip-path', 'clip-rule', 'mask', 'filter',
  'marker', 'marker-start', 'marker-mid', 'marker-end', 'font', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch',
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration',
  'writing-mode', 'direction', 'unicode-bidi', 'stop-color', 'stop-opacity', 'flood-color', 'flood-opacity', 'lighting-color',
  'color-interpolation', 'color-interpolation-filters', 'mix-blend-mode', 'isolation', 'paint-order', 'vector-effect',
  'shape-rendering', 'text-rendering', 'image-rendering', 'overflow', 'transform', 'transform-origin', 'transform-box',
]);

/** Geometry and structure attributes of the kept elements (besides the presentation ones). */
export const ATTRIBUTES: ReadonlySet<string> = new Set([
  ...PRESENTATION,
  'id', 'class', 'style', 'd', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height',
  'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'version', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset',
  'offset', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'filterUnits', 'primitiveUnits', 'markerWidth', 'markerHeight', 'markerUnits',
  'refX', 'refY', 'orient', 'in', 'in2', 'result', 'stdDeviation', 'type', 'values', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4',
  'scale', 'xChannelSelector', 'yChannelSelector', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'surfaceScale',
  'diffuseConstant', 'specularConstant', 'specularExponent', 'kernelMatrix', 'kernelUnitLength', 'order', 'divisor', 'bias', 'targetX', 'targetY',
  'edgeMode', 'preserveAlpha', 'radius', 'azimuth', 'elevation', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle', 'tableValues',
  'slope', 'intercept', 'amplitude', 'exponent', 'role', 'aria-label', 'aria-hidden', 'aria-labelledby', 'aria-describedby', 'lang', 'href',
]);

/** `data-*` attributes (inert in a picture; the offline illustrator writes a few). */
export const DATA_ATTRIBUTE = /^data-[a-z0-9-]{1,40}$/;

/** `#id`: the only link a kept `href` may hold (besides an embedded raster on `<image>`). */
export const FRAGMENT = /^\s*#[A-Za-z_][\w.:-]{0,120}\s*$/;
/** An embedded PNG, JPEG or WebP: the only other `href` an `<image>` may hold. */
export const EMBEDDED_RASTER = /^\s*data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=\s]*$/i;

/** Every `url(...)` of a value, and the one shape allowed: `url(#id)`, quoted or not. */
const URL_CALL = /url\s*\(/gi;
const LOCAL_URL = /^url\s*\(\s*(['"]?)#[A-Za-z_][\w.:-]{0,120}\1\s*\)/i;

/**
 * Whether an attribute value or CSS value may stay: no backslash (CSS escapes spell any word), no
 * markup or braces, no `@`, no script, no `image-set`/`-webkit-image-set`/`expression`, no
 * comment, and every `url(` exactly `url(#id)`.
 */
export function safeValue(value: string): boolean {
  if (value.length > 100_000) return false;
  if (/[\\<>{}@]|\/\*|javascript:|vbscript:|data:|image-set|expression\s*\(|behaviou?r\s*:|-moz-binding/i.test(value)) return false;
  for (const m of value.matchAll(URL_CALL)) if (!LOCAL_URL.test(value.slice(m.index))) return false;
  return true;
}

/** A `<style>` selector kept: names, classes, ids, combinators and pseudo-classes; no attribute selectors. */
export const SAFE_SELECTOR = /^[A-Za-z0-9_\s.#,>+~*:()-]{1,400}$/;
