/**
 * Generating a World's pictures from the editor (spec 2 §4, §7): the cover, an element's picture,
 * a player identity's portrait. The status goes generating -> ready / failed in the World's doc,
 * so every co-author sees the spinner and then the picture (or the failure) live; the bytes go to
 * the image store. A failure stores its message (fallback 'Unknown error occurred').
 */
import { COVER_IMAGE_ID, IMAGE_TEXTS, TEMPLATE_IMAGE_DIRS, type ImageInstructions, type ImageReference } from '@schemas';
import type { WriteWorld } from '../collab/world-writes';
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import { createLogger } from '../util/log';
import { storeImage, storeImageFailure, type ImageKey } from './image-repo';
import type { Illustrator, PictureRequest } from './illustrator';
import { checkPicture, versionOf } from './picture-bytes';
import { readTarget, writeImageRef, type TemplateImageTarget } from './template-image-doc';
import { changeWorld } from '../templates/world-store';

const log = createLogger('images');

/** What generating a World picture needs. */
export interface TemplateImageDeps {
  db: Db;
  illustrator: Illustrator;
  writeWorld: WriteWorld;
}

/** One World picture to generate, as the route checked it. */
export interface TemplateImageJob {
  templateId: string;
  target: TemplateImageTarget;
  /** The words to picture (cover prompt; "name\nappearance"; "name, she/her. appearance"). */
  prompt: string;
  /** Alt text of the picture. */
  description: string;
  instructions: Partial<ImageInstructions>;
  size: string;
  quality: string;
}

/** The picture's place in the store (spec 1 §3: players/{slot}_{index}). */
function keyOf(templateId: string, target: TemplateImageTarget): ImageKey {
  if (target.kind === 'cover') return { source: 'template', sourceId: templateId, subDirectory: TEMPLATE_IMAGE_DIRS.cover, id: COVER_IMAGE_ID };
  if (target.kind === 'element') return { source: 'template', sourceId: templateId, subDirectory: TEMPLATE_IMAGE_DIRS.elements, id: target.elementId };
  return { source: 'template', sourceId: templateId, subDirectory: TEMPLATE_IMAGE_DIRS.players, id: `${target.slot}_${target.index}` };
}

/** The illustrator's kind for a target. */
const kindOf = (target: TemplateImageTarget): PictureRequest['kind'] => (target.kind === 'player' ? 'portrait' : target.kind);

/** A short alt text from longer words (the first sentence, at most 160 characters). */
export function shortDescription(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const sentence = /^(.{20,}?[.!?])\s/.exec(t)?.[1] ?? t;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 159)}…`;
}

/**
 * Generates one World picture and returns its ready reference; throws an `error` envelope with
 * the failure's message (after marking the picture failed in the doc and the store).
 */
export async function generateTemplateImage(deps: TemplateImageDeps, job: TemplateImageJob): Promise<ImageReference> {
  const { templateId, target } = job;
  const key = keyOf(templateId, target);
  const expected = deps.illustrator.name === 'offline' ? 'svg' : 'png';
  const base: ImageReference = { id: key.id, source: 'template', sourceId: templateId, subDirectory: key.subDirectory, fileType: expected, status: 'generating', description: job.description };

  let info = { found: false, role: '' };
  const exists = await changeWorld(deps, templateId, (doc) => {
    info = readTarget(doc, target);
    if (info.found) writeImageRef(doc, target, base);
  });
  if (!exists) throw apiError(404, "The template you're looking for couldn't be found.");
  if (!info.found) throw apiError(404, target.kind === 'element' ? 'This element is no longer in the World.' : 'This identity is no longer in the World.');

  let ready: ImageReference;
  try {
    const picture = checkPicture(
      await deps.illustrator.paint({
        kind: kindOf(target),
        prompt: job.prompt,
        instructions: job.instructions,
        seed: `${templateId}/${key.subDirectory}/${key.id}`,
        worldKey: templateId,
        role: info.role || undefined,
        ...(target.kind === 'cover' ? {} : { person: `${key.subDirectory}/${key.id}` }),
        title: job.description,
        size: job.size,
        quality: job.quality,
      }),
    );
    await storeImage(deps.db, key, picture, job.description);
    ready = { ...base, fileType: picture.fileType, status: 'ready', version: versionOf(picture.contentHash) };
  } catch (error) {
    const message = (error instanceof Error && error.message) || IMAGE_TEXTS.unknownError;
    log.warn(`${templateId} ${key.subDirectory}/${key.id} failed: ${message}`);
    await storeImageFailure(deps.db, key, expected, message, job.description);
    await changeWorld(deps, templateId, (doc) => void writeImageRef(doc, target, { ...base, status: 'failed' }));
    throw apiError(502, message);
  }
  await changeWorld(deps, templateId, (doc) => void writeImageRef(doc, target, ready));
  return ready;
}
