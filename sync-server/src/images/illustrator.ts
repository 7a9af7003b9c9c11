/**
 * The one interface behind which pictures are painted (shared/ARCHITECTURE.md "images"): the
 * offline illustrator (engine/illustrator, SVG) by default, an OpenAI-compatible image model when
 * a key is set. Both take the same request; a failure throws with a message a person can read.
 */
import { aspectForSize, illustrate, type IllustrationKind, type PictureSubject } from '@engine';
import type { ImageInstructions } from '@schemas';
import { pictureFromSvg, type Picture } from './picture-bytes';

/** One picture to paint. */
export interface PictureRequest {
  kind: IllustrationKind;
  /** The words to picture: a cover prompt, "name\nappearance" of an element, an identity's appearance, an image request's prompt. */
  prompt: string;
  /** The World's image instructions: style, atmosphere, palette, setting, characters, influences. */
  instructions: Partial<ImageInstructions>;
  /** Same request and seed, same offline picture. */
  seed: string;
  /** The World's stable key (its template id, or the story id of a prompt story): one style per World. */
  worldKey: string;
  /** An element's role (what kind of thing it is). */
  role?: string | undefined;
  /** Descriptions of what a story picture refers to: the elements and player portraits it shows. */
  details?: string | undefined;
  /** A portrait's or an element's person key in the World (`players/player1_0`, `elements/{id}`): one look in every picture. */
  person?: string | undefined;
  /** The people a story picture refers to, with their keys (the offline illustrator draws each as they look everywhere). */
  people?: readonly PictureSubject[] | undefined;
  /** Short description: the SVG's title, and the alt text of the picture. */
  title?: string | undefined;
  /** Pixel size for image models, e.g. '1536x1024' (the offline illustrator paints each kind in its own shape). */
  size: string;
  quality: string;
}

/** A picture that could not be painted: the message is stored with it and shown to the World's editor. */
export class IllustratorError extends Error {
  override readonly name = 'IllustratorError';
}

/** Something that paints pictures. */
export interface Illustrator {
  /** 'offline' or the image model's name (for logs). */
  readonly name: string;
  /** Paints one picture; throws (with a readable message) when it cannot. */
  paint(request: PictureRequest, signal?: AbortSignal): Promise<Picture>;
}

/** The offline illustrator: deterministic SVG, about a millisecond a picture, no network. */
export function createOfflineIllustrator(): Illustrator {
  return {
    name: 'offline',
    async paint(r) {
      // Covers keep the spec's 2:3 whatever was asked; scenes follow a landscape or square request.
      const aspect = r.kind === 'scene' || r.kind === 'interlude' ? (aspectForSize(r.size) ?? undefined) : undefined;
      const { svg } = illustrate({
        kind: r.kind,
        prompt: r.prompt,
        instructions: r.instructions,
        seed: r.seed,
        worldKey: r.worldKey,
        ...(r.role ? { role: r.role } : {}),
        ...(r.details ? { details: r.details } : {}),
        ...(r.person ? { person: r.person } : {}),
        ...(r.people?.length ? { people: r.people } : {}),
        ...(r.title ? { title: r.title } : {}),
        ...(aspect && aspect !== '2:3' && aspect !== '3:4' ? { aspect } : {}),
      });
      return pictureFromSvg(svg);
    },
  };
}
