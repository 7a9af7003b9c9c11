// The World editor's image generation calls (spec 2 §7), through the one HTTP client. A picture
// takes long to paint: the calls wait up to the server's time-out and a little more.
import { type IMAGE_QUALITIES, templateFileResponseSchema, templateImageResponseSchema, type ImageInstructions, type ImageReference, type PlayerSlot } from '@schemas';
import { apiRequest } from '../../shared/api/api-client';

/** Longest wait for a picture (the server gives an image model 120 s by default). */
export const IMAGE_REQUEST_TIMEOUT_MS = 200_000;

const quality: (typeof IMAGE_QUALITIES)[number] = 'medium';

async function post(kind: 'cover' | 'element' | 'player', body: Record<string, unknown>): Promise<ImageReference> {
  const { image } = await apiRequest({ method: 'POST', path: `/image-generation/template/${kind}`, schema: templateImageResponseSchema, body, timeoutMs: IMAGE_REQUEST_TIMEOUT_MS });
  return image;
}

/** Paints a World's cover (2:3) from its cover prompt. */
export function generateCoverImage(templateId: string, coverPrompt: string, imageInstructions: Partial<ImageInstructions>): Promise<ImageReference> {
  return post('cover', { templateId, coverPrompt, imageInstructions, size: '1024x1536', quality });
}

/** Paints a story element's picture: `appearance` is its name, a newline, and its appearance. */
export function generateElementImage(templateId: string, elementId: string, appearance: string, imageInstructions: Partial<ImageInstructions>): Promise<ImageReference> {
  return post('element', { templateId, elementId, appearance, imageInstructions, size: '1024x1024', quality });
}

/** Paints a player identity's portrait: `appearance` is its name, pronoun pair and appearance. */
export function generatePlayerImage(
  templateId: string,
  playerSlot: PlayerSlot,
  identityIndex: number,
  appearance: string,
  imageInstructions: Partial<ImageInstructions>,
): Promise<ImageReference> {
  return post('player', { templateId, playerSlot, identityIndex, appearance, imageInstructions, size: '1024x1536', quality });
}

/** Where an uploaded picture goes (spec 2 §7 `subdir`). */
export type PictureTarget = { subdir: 'cover' } | { subdir: 'elements'; elementId: string } | { subdir: 'players'; slot: PlayerSlot; index: number };

/**
 * POST /templates/{id}/files (spec 2 §7: optional query `subdir`, multipart field `file`): one's
 * own picture for the cover, an element or a portrait. The file is sent under the name the server
 * places it by (the element's id, `{slot}_{index}`); its type is what its bytes say.
 */
export async function uploadTemplatePicture(templateId: string, target: PictureTarget, file: Blob): Promise<ImageReference> {
  const name = target.subdir === 'cover' ? 'cover' : target.subdir === 'elements' ? target.elementId : `${target.slot}_${target.index}`;
  const form = new FormData();
  form.append('file', file, name);
  const { image } = await apiRequest({ method: 'POST', path: `/templates/${encodeURIComponent(templateId)}/files`, query: { subdir: target.subdir }, schema: templateFileResponseSchema, body: form, timeoutMs: IMAGE_REQUEST_TIMEOUT_MS });
  return image;
}
