// Pictures (spec 1 §3 and §7, spec 2 §3, §5 and §7): where they live, the image generation calls
// of the World editor and their answers.
import { z } from 'zod';
import { playerSlotSchema, requestIdSchema } from './ids';
import { IMAGE_FILE_TYPES, imageInstructionsSchema, imageReferenceSchema } from './template';
import { safeText } from './text';

/**
 * Sub-directories of a World's pictures (`/images/templates/{templateId}/{subDirectory}/{id}.{fileType}`):
 * the cover (id `cover`), story elements (id = the element id) and player portraits (id
 * `{playerSlot}_{identityIndex}`, spec 1 §3).
 */
export const TEMPLATE_IMAGE_DIRS = { cover: 'cover', elements: 'elements', players: 'players' } as const;
/** The id of a World's cover picture in its `cover` sub-directory. */
export const COVER_IMAGE_ID = 'cover';
/**
 * Sub-directories of a story's pictures (`/images/stories/{storyId}/{subDirectory?}/{id}.{fileType}`):
 * beat and interlude pictures sit at the top (id = the image request id, never starting with
 * "player"); portraits the story painted itself, because its World had none, in `players`.
 */
export const STORY_IMAGE_DIRS = { beats: '', players: 'players' } as const;

/** An id or sub-directory segment of an image path: letters, digits, `_` and `-` only (no dots, no slashes). */
export const IMAGE_PATH_SEGMENT = /^[A-Za-z0-9_-]{1,120}$/;
/** The last segment of an image path: `{id}.{fileType}`. */
export const IMAGE_FILE_NAME = new RegExp(`^([A-Za-z0-9_-]{1,120})\\.(${IMAGE_FILE_TYPES.join('|')})$`);

/** Sizes an image request may ask for (the three every GPT image model paints). */
export const IMAGE_SIZES = ['1024x1024', '1024x1536', '1536x1024'] as const;
/** Qualities an image request may ask for. */
export const IMAGE_QUALITIES = ['low', 'medium', 'high'] as const;

const imageSize = z.enum(IMAGE_SIZES).default('1024x1024');
const imageQuality = z.enum(IMAGE_QUALITIES).default('medium');
// The editor sends an unsaved World's empty id and blank fields too: the server answers them with
// the editor's own tooltip texts (spec 2 §5) rather than a schema message.
const templateIdField = safeText().max(64).default('');
const promptText = safeText().max(4000).default('');

/** Tooltip and error texts of image generation (spec 2 §5, §6), word for word. */
export const IMAGE_TEXTS = {
  addCoverPrompt: 'Add a cover image prompt to generate an image',
  saveFirst: 'Save the template first to generate a cover image',
  needsAppearance: 'Element must have an appearance description to generate an image',
  /** Not in the spec (its tooltip names elements only): the same words for a player identity. */
  identityNeedsAppearance: 'Identity must have an appearance description to generate an image',
  noPermissionTooltip: 'No permission to generate images',
  mediaTabNoPermission: 'You need the templates_images permission to use images in templates.',
  coverNoPermission: 'You do not have permission to generate images',
  unknownError: 'Unknown error occurred',
} as const;

/** POST /image-generation/template/element (spec 2 §7): `appearance` is the element's name, a newline, and its appearance. */
export const elementImageRequestSchema = z.object({
  requestId: requestIdSchema,
  templateId: templateIdField,
  elementId: safeText().min(1).max(80),
  appearance: promptText,
  imageInstructions: imageInstructionsSchema.prefault({}),
  size: imageSize,
  quality: imageQuality,
});
export type ElementImageRequest = z.infer<typeof elementImageRequestSchema>;

/** POST /image-generation/template/cover (spec 2 §7). */
export const coverImageRequestSchema = z.object({
  requestId: requestIdSchema,
  templateId: templateIdField,
  coverPrompt: promptText,
  imageInstructions: imageInstructionsSchema.prefault({}),
  size: z.enum(IMAGE_SIZES).default('1024x1536'),
  quality: imageQuality,
});
export type CoverImageRequest = z.infer<typeof coverImageRequestSchema>;

/** POST /image-generation/template/player (spec 2 §7): `appearance` is the name, the personal/object pronoun pair, and the appearance. */
export const playerImageRequestSchema = z.object({
  requestId: requestIdSchema,
  templateId: templateIdField,
  playerSlot: playerSlotSchema,
  identityIndex: z.number().int().min(0).max(2),
  appearance: promptText,
  imageInstructions: imageInstructionsSchema.prefault({}),
  size: z.enum(IMAGE_SIZES).default('1024x1536'),
  quality: imageQuality,
});
export type PlayerImageRequest = z.infer<typeof playerImageRequestSchema>;

/** The answer to an image generation call: the picture, ready (a failure is an `error` envelope with the message). */
export const templateImageResponseSchema = z.object({ image: imageReferenceSchema });
export type TemplateImageResponse = z.infer<typeof templateImageResponseSchema>;

/** Where POST /templates/{id}/files puts a picture (spec 2 §7 `subdir`): the cover (the default), an element's, a portrait. */
export const TEMPLATE_FILE_SUBDIRS = ['cover', 'elements', 'players'] as const;

/** POST /templates/{id}/files, the query (spec 2 §7: optional `subdir`). */
export const templateFileQuerySchema = z.object({
  subdir: z.enum(TEMPLATE_FILE_SUBDIRS, { error: 'subdir must be cover, elements or players.' }).optional(),
  requestId: requestIdSchema.optional(),
});

/** POST /templates/{id}/files, the form's other fields beside `file` (the client's requestId). */
export const templateFileFieldsSchema = z.object({ requestId: requestIdSchema.optional() });

/** What POST /templates/{id}/files says when it refuses a file (issue 27). */
export const TEMPLATE_FILE_TEXTS = {
  noFile: 'Choose a picture to upload.',
  notAPicture: 'This file is not a picture: upload a PNG, JPEG, WebP or SVG file.',
  badName: (subdir: string) => (subdir === 'players' ? 'Name the file after the portrait it is for, e.g. player1_0.png.' : "Name the file after the element's ID, e.g. old_lighthouse.png."),
  elementGone: 'This element is no longer in the World.',
  identityGone: 'This identity is no longer in the World.',
} as const;

/** POST /templates/{id}/files answer: the stored picture's reference, as the image generation calls answer. */
export const templateFileResponseSchema = templateImageResponseSchema;
