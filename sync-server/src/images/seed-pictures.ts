/**
 * Pictures of the seeded Worlds, painted by the offline illustrator on first start (whatever
 * illustrator is configured: no cost, about a millisecond a picture): a cover, every element's
 * picture and every identity's portrait, stored like editor-made ones, so a fresh install
 * already looks finished. Idempotent: a World that has its cover, or a co-authoring doc, is left
 * alone.
 */
import { illustrate, type IllustrationRequest } from '@engine';
import { COVER_IMAGE_ID, PLAYER_SLOTS, TEMPLATE_IMAGE_DIRS, type ImageReference, type Template } from '@schemas';
import type { Db, Statement } from '../db/db';
import { lockSeedingStatement, seededTemplatesWithoutPictures } from '../templates/template-repo';
import { seededDataStatement } from '../templates/world-store';
import { createLogger } from '../util/log';
import { storeImageStatement, type ImageKey } from './image-repo';
import { checkPicture, pictureFromSvg, versionOf, type CheckedPicture } from './picture-bytes';
import { shortDescription } from './template-images';

const log = createLogger('seeds');

/** One painted picture of a World, with where it goes. */
interface PaintedPicture {
  key: ImageKey;
  picture: CheckedPicture;
  ref: ImageReference;
}

function paint(t: Template, subDirectory: string, id: string, description: string, request: Omit<IllustrationRequest, 'instructions' | 'worldKey' | 'seed' | 'title'>): PaintedPicture {
  const picture = checkPicture(pictureFromSvg(illustrate({ ...request, instructions: t.imageInstructions, worldKey: t.id, seed: `${t.id}/${subDirectory}/${id}`, title: description }).svg));
  return {
    key: { source: 'template', sourceId: t.id, subDirectory, id },
    picture,
    ref: { id, source: 'template', sourceId: t.id, subDirectory, fileType: 'svg', status: 'ready', description, version: versionOf(picture.contentHash) },
  };
}

/** Paints a World's cover, element pictures and portraits; returns the World with their references, and the pictures. */
export function paintWorldPictures(t: Template): { template: Template; pictures: PaintedPicture[] } {
  const pictures: PaintedPicture[] = [];
  const cover = paint(t, TEMPLATE_IMAGE_DIRS.cover, COVER_IMAGE_ID, `Cover of ${t.title}`, { kind: 'cover', prompt: t.imageInstructions.coverPrompt || t.teaser || t.title });
  pictures.push(cover);
  const storyElements = t.storyElements.map((e) => {
    if (!e.appearance.trim()) return e;
    const p = paint(t, TEMPLATE_IMAGE_DIRS.elements, e.id, `${e.name}: ${shortDescription(e.appearance)}`, { kind: 'element', prompt: `${e.name}\n${e.appearance}`, role: e.role, person: `${TEMPLATE_IMAGE_DIRS.elements}/${e.id}` });
    pictures.push(p);
    return { ...e, image: p.ref };
  });
  const players: Partial<Pick<Template, (typeof PLAYER_SLOTS)[number]>> = {};
  for (const slot of PLAYER_SLOTS) {
    const options = t[slot];
    if (!options) continue;
    players[slot] = {
      ...options,
      possibleCharacterIdentities: options.possibleCharacterIdentities.map((identity, i) => {
        if (!identity.appearance.trim()) return identity;
        const words = `${identity.name}, ${identity.pronouns.personal}/${identity.pronouns.object}. ${identity.appearance}`;
        const p = paint(t, TEMPLATE_IMAGE_DIRS.players, `${slot}_${i}`, identity.name, { kind: 'portrait', prompt: words, person: `${TEMPLATE_IMAGE_DIRS.players}/${slot}_${i}` });
        pictures.push(p);
        return { ...identity, image: p.ref };
      }),
    };
  }
  return { template: { ...t, ...players, storyElements, coverImage: cover.ref }, pictures };
}

/**
 * Paints and stores the pictures of every seeded World that has none yet; how many Worlds got
 * them. Everything is written in one batch (one round trip). Two processes starting at once may
 * both paint: the pictures are deterministic, so the second write changes nothing.
 */
export async function seedWorldPictures(db: Db): Promise<number> {
  const started = performance.now();
  const worlds = await seededTemplatesWithoutPictures(db);
  if (!worlds.length) return 0;
  const statements: Statement[] = [lockSeedingStatement()];
  let count = 0;
  for (const t of worlds) {
    const { template, pictures } = paintWorldPictures(t);
    for (const p of pictures) statements.push(storeImageStatement(p.key, p.picture, p.ref.description));
    statements.push(seededDataStatement(template));
    count += pictures.length;
  }
  await db.batch(statements);
  log.info(`painted ${count} picture(s) of ${worlds.length} seeded World(s) in ${Math.round(performance.now() - started)} ms`);
  return worlds.length;
}
