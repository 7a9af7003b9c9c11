import type { ImageInstructions } from '@schemas';

/** What a picture is for: a World's cover, a story element, a player identity, a beat's image or an interlude. */
export const ILLUSTRATION_KINDS = ['cover', 'element', 'portrait', 'scene', 'interlude'] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

/** A story element's kind when the caller knows it (spec 3 §3 kinds, plus creatures). */
export const ELEMENT_KINDS = ['character', 'creature', 'location', 'item', 'faction', 'event', 'phenomenon', 'rumor'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** Picture shapes and their pixel sizes: covers are 2:3 (spec 2 §2), portraits 3:4, scenes landscape. */
export const ILLUSTRATION_ASPECTS = {
  '2:3': { width: 400, height: 600 },
  '3:4': { width: 420, height: 560 },
  '1:1': { width: 480, height: 480 },
  '3:2': { width: 600, height: 400 },
  '16:9': { width: 640, height: 360 },
} as const;
export type IllustrationAspect = keyof typeof ILLUSTRATION_ASPECTS;

/** One picture to paint. Everything is optional but the kind, the prompt and the seed. */
export type IllustrationRequest = {
  kind: IllustrationKind;
  /** The words to picture: an image request's prompt, an element's "name\nappearance", a cover prompt, an identity's appearance. */
  prompt: string;
  /** The World's image instructions (spec 2 §2 Media); they set the palette, light and style of every picture of the World. */
  instructions?: Partial<ImageInstructions> | undefined;
  /** Varies the composition: the same request with the same seed gives the same bytes. */
  seed: string;
  /** Stable key of the World (its template id): seeds the fallback palette and style when the instructions say little. */
  worldKey?: string | undefined;
  /** For elements: their kind when known; otherwise it is read from the prompt and the role. */
  elementKind?: ElementKind | undefined;
  /** For story images: the appearances of the elements the picture refers to, read for the setting and the figures when the prompt names too little. */
  details?: string | undefined;
  /** For elements: the role text, read as a hint of what the element is ("Item: ...", "Location: ..." name the kind). */
  role?: string | undefined;
  /**
   * Portraits and a character's own picture: the person's stable key in the World
   * (`players/player1_0`, `elements/{id}`). What their words leave open (skin, hair, clothes) is
   * chosen from it, so a person looks the same in every picture of the World and its stories.
   */
  person?: string | undefined;
  /** Story pictures: the people they show (referenced characters and player identities), each with its key and words. */
  people?: readonly PictureSubject[] | undefined;
  /** The picture's shape; defaults by kind (cover 2:3, portrait 3:4, element 1:1, scene and interlude 3:2). */
  aspect?: IllustrationAspect | undefined;
  /** Accessible description, written escaped into the SVG's <title> (the only request text in the picture). */
  title?: string | undefined;
};

/** Someone a story picture shows: their key (see `person`), name, role and the words that describe them. */
export type PictureSubject = { key: string; name?: string | undefined; role?: string | undefined; words: string };

/** Every drawing style a World can have. */
export const ILLUSTRATION_STYLES = ['watercolour', 'engraving', 'flat', 'papercut', 'gouache', 'painterly'] as const;
export type IllustrationStyle = (typeof ILLUSTRATION_STYLES)[number];

/** A painted picture: a standalone SVG document. */
export type Illustration = {
  svg: string;
  width: number;
  height: number;
  mimeType: 'image/svg+xml';
  /** The World's drawing style the picture was painted in. */
  style: IllustrationStyle;
};
