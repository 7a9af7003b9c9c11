// The offline illustrator (issue 17): deterministic SVG pictures from a prompt and a World's
// image instructions. Pure: no I/O, no clock, no Math.random; runs in Node and the browser.
export { illustrate, aspectForSize, DEFAULT_ASPECT } from './illustrate';
export {
  ELEMENT_KINDS,
  ILLUSTRATION_ASPECTS,
  ILLUSTRATION_KINDS,
  ILLUSTRATION_STYLES,
  type ElementKind,
  type Illustration,
  type IllustrationAspect,
  type IllustrationKind,
  type IllustrationRequest,
  type IllustrationStyle,
} from './types';
