// The offline illustrator (issue 17): deterministic SVG pictures from a prompt and a World's
// image instructions. Pure: no I/O, no clock, no Math.random; runs in Node and the browser.
//
// Wiring (one request per picture; store `svg` as image/svg+xml, fileType 'svg'):
// - element:  { kind: 'element', prompt: `${name}\n${appearance}`, role, instructions, worldKey: templateId, seed: `${templateId}/elements/${elementId}`, person: `elements/${elementId}` }
// - cover:    { kind: 'cover', prompt: coverPrompt, instructions, worldKey: templateId, seed: `${templateId}/cover` }
// - portrait: { kind: 'portrait', prompt: appearance, instructions, worldKey: templateId, seed: `${templateId}/players/${slot}_${index}`, person: `players/${slot}_${index}` }
// - beat / interlude picture: { kind: 'scene', prompt: request.prompt, details: referenced elements' `${role} ${appearance}`,
//   people: the referenced characters and identities with their `person` keys,
//   instructions: story.world.imageInstructions, worldKey: story.templateId ?? story.id, seed: `${story.id}/${request.id}` }
// A person's key keeps their look (skin, hair, clothes their words leave open) the same in every picture.
// `aspectForSize(size)` turns the spec's size field into an aspect; `title` becomes the SVG's <title>.
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
  type PictureSubject,
} from './types';
