/**
 * The World editor's image generation calls (spec 2 §7): `POST /image-generation/template/cover`,
 * `/element` and `/player`. Only signed-in admins and holders of `templates_images` who may edit
 * the World (spec 2 §6); an unsaved World or a blank prompt gets the editor's own tooltip text as
 * `invalid` (spec 2 §5); each creator has a budget of pictures.
 */
import {
  coverImageRequestSchema,
  elementImageRequestSchema,
  IMAGE_TEXTS,
  playerImageRequestSchema,
  type ImageInstructions,
} from '@schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { apiError, invalid } from '../http/api-error';
import { isAdmin, type AppEnv, type Viewer } from '../http/app-env';
import { spendBudget } from '../http/rate-limit';
import { requireViewer } from '../http/require-viewer';
import { jsonBody } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { templateAccess } from '../templates/template-access';
import { findTemplate, type StoredTemplate } from '../templates/template-repo';
import { generateTemplateImage, shortDescription, type TemplateImageDeps, type TemplateImageJob } from './template-images';

/** What the image generation routes need. */
export interface TemplateImageRouteDeps extends TemplateImageDeps {
  limiter: RateLimiter;
}

/** The caller, who must be allowed to generate images at all (admin, or `templates_images`). */
function imageCreator(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!isAdmin(viewer) && !viewer.permissions.includes('templates_images')) throw apiError(403, IMAGE_TEXTS.coverNoPermission);
  return viewer;
}

/** Routes: POST /image-generation/template/{cover,element,player}. */
export function templateImageRoutes(deps: TemplateImageRouteDeps) {
  const app = new Hono<AppEnv>();

  /** The saved World the viewer may edit; an unsaved one (no id, or none stored) gets the editor's tooltip. */
  const editableWorld = async (viewer: Viewer, templateId: string): Promise<StoredTemplate> => {
    const stored = templateId ? await findTemplate(deps.db, templateId) : null;
    if (!stored) throw invalid(IMAGE_TEXTS.saveFirst);
    if (templateAccess(stored, viewer) !== 'edit') throw apiError(403, "You don't have permission to edit templates.");
    return stored;
  };
  const generate = async (c: Context<AppEnv>, viewer: Viewer, job: TemplateImageJob) => {
    spendBudget(deps.limiter, 'generate_image', viewer.id);
    const image = await generateTemplateImage(deps, job);
    return c.json({ status: 'success' as const, data: { image } });
  };
  const common = (b: { templateId: string; imageInstructions: ImageInstructions; size: string; quality: string }) => ({
    templateId: b.templateId,
    instructions: b.imageInstructions,
    size: b.size,
    quality: b.quality,
  });

  app.post('/image-generation/template/cover', jsonBody(coverImageRequestSchema), async (c) => {
    const viewer = imageCreator(c);
    const body = c.req.valid('json');
    const world = await editableWorld(viewer, body.templateId);
    if (!body.coverPrompt.trim()) throw invalid(IMAGE_TEXTS.addCoverPrompt);
    return generate(c, viewer, { ...common(body), target: { kind: 'cover' }, prompt: body.coverPrompt, description: `Cover of ${world.template.title}` });
  });

  app.post('/image-generation/template/element', jsonBody(elementImageRequestSchema), async (c) => {
    const viewer = imageCreator(c);
    const body = c.req.valid('json');
    await editableWorld(viewer, body.templateId);
    // "name, newline, appearance" (spec 2 §7): the appearance is what must not be blank.
    const [name = '', ...rest] = body.appearance.split('\n');
    const look = rest.length ? rest.join('\n') : name;
    if (!look.trim()) throw invalid(IMAGE_TEXTS.needsAppearance);
    const description = rest.length && name.trim() ? `${name.trim()}: ${shortDescription(look)}` : shortDescription(look);
    return generate(c, viewer, { ...common(body), target: { kind: 'element', elementId: body.elementId }, prompt: body.appearance, description });
  });

  app.post('/image-generation/template/player', jsonBody(playerImageRequestSchema), async (c) => {
    const viewer = imageCreator(c);
    const body = c.req.valid('json');
    const world = await editableWorld(viewer, body.templateId);
    if (!world.template[body.playerSlot]) throw invalid(`This World has no ${body.playerSlot}.`);
    // "name, the personal/object pronoun pair, and the appearance" (spec 2 §7): blank when only the name is left.
    const look = body.appearance.replace(/^[^,.\n]*[,.]\s*[a-z]+\/[a-z]+\.?/i, '').trim();
    if (!body.appearance.trim() || !look) throw invalid(IMAGE_TEXTS.identityNeedsAppearance);
    const identity = world.template[body.playerSlot]?.possibleCharacterIdentities[body.identityIndex];
    return generate(c, viewer, {
      ...common(body),
      target: { kind: 'player', slot: body.playerSlot, index: body.identityIndex },
      prompt: body.appearance,
      description: identity?.name ?? shortDescription(body.appearance),
    });
  });

  return app;
}
