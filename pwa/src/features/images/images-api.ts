// The World editor's image generation calls (spec 2 §7), through the one HTTP client. A picture
// takes long to paint: the calls wait up to the server's time-out and a little more.
import { type IMAGE_QUALITIES, templateImageResponseSchema, type ImageInstructions, type ImageReference, type PlayerSlot } from '@schemas';
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
