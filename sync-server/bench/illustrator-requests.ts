// The illustrator's test set: every seeded World's cover, elements and identity portraits, and
// beat pictures from stories played with images on by the procedural narrator. Shared by
// `npm run bench:images`, the gallery and the seeded-Worlds style test.
import { PLAYER_SLOTS, templateSchema, type StoryElement, type Template } from '@schemas';
import type { IllustrationRequest } from '@engine';
import { playStory } from '../../engine/testing/play-story';
import type { SeedWorld } from '../seeds/seed-world';
import { SEED_WORLDS } from '../seeds/worlds/index';

/** One picture to paint and the text it illustrates (shown beside it in the gallery). */
export type GalleryEntry = { world: string; label: string; text: string; request: IllustrationRequest };

/** A seeded World as the server stores it. */
export function seedTemplate(world: SeedWorld): Template {
  const { seedKey, category: _category, ...input } = world;
  const now = '2025-01-01T00:00:00.000Z';
  return templateSchema.parse({ ...input, id: `world_${seedKey}`, createdAt: now, updatedAt: now });
}

/** The roles and appearances of the elements a caption names, for a story picture's `details`. */
export function referencedDetails(caption: string, elements: readonly StoryElement[]): string {
  return elements
    .filter((e) => caption.includes(e.name))
    .map((e) => `${e.role} ${e.appearance}`)
    .join('\n');
}

/** The cover, elements and portraits of one World (what the editor's image buttons paint). */
export function templateEntries(t: Template): GalleryEntry[] {
  const base = { instructions: t.imageInstructions, worldKey: t.id };
  const out: GalleryEntry[] = [
    { world: t.title, label: 'Cover', text: t.imageInstructions.coverPrompt, request: { ...base, kind: 'cover', prompt: t.imageInstructions.coverPrompt, seed: `${t.id}/cover`, title: t.title } },
  ];
  for (const e of t.storyElements) {
    out.push({ world: t.title, label: e.name, text: `${e.role}\n${e.appearance}`, request: { ...base, kind: 'element', prompt: `${e.name}\n${e.appearance}`, role: e.role, seed: `${t.id}/elements/${e.id}`, title: e.name } });
  }
  for (const slot of PLAYER_SLOTS) {
    const p = t[slot];
    if (!p) continue;
    p.possibleCharacterIdentities.forEach((id, i) => {
      const appearance = `${id.name}, ${id.pronouns.personal}/${id.pronouns.object}. ${id.appearance}`;
      out.push({ world: t.title, label: `${slot} · ${id.name}`, text: id.appearance, request: { ...base, kind: 'portrait', prompt: appearance, seed: `${t.id}/players/${slot}_${i}`, title: id.name } });
    });
  }
  return out;
}

/** Beat pictures: image requests of a short story played in the World with images on. */
export async function beatEntries(t: Template, turns: number, seed = 'gallery'): Promise<GalleryEntry[]> {
  const { story } = await playStory({ seed: `${seed}-${t.id}`, world: t, playerCount: 1, maxTurns: 10, turns, generateImages: true });
  const out: GalleryEntry[] = [];
  for (const beat of story.players.player1?.beatHistory ?? []) {
    for (const r of beat.imageRequests) {
      const paragraph = beat.text.split('\n\n').find((p) => p.includes(`id="${r.id}"`)) ?? '';
      const text = `${r.caption}. ${paragraph.replace(/<image[^>]*\/?>(<\/image>)?/g, '').trim()}`;
      out.push({
        world: t.title,
        label: `Beat "${beat.title}" · ${r.caption}`,
        text,
        request: { kind: 'scene', prompt: r.prompt, details: referencedDetails(r.caption, t.storyElements), instructions: t.imageInstructions, worldKey: t.id, seed: `${story.id}/${r.id}`, title: r.caption },
      });
    }
  }
  return out;
}

/** Free prompts the wizard might get: their stories' Worlds are written by the procedural narrator. */
export const PROMPT_STORIES = [
  'A detective cat solves crimes in a rainy neon city where the mayor is hiding something.',
  'Two astronauts repair a failing space station orbiting a ringed planet while a storm of debris approaches.',
];

/** Beat pictures of a story made from a free prompt (its World's image instructions come from the procedural narrator). */
export async function promptBeatEntries(prompt: string, turns: number): Promise<GalleryEntry[]> {
  const { story } = await playStory({ seed: `gallery-${prompt.length}`, prompt: { text: prompt }, playerCount: 1, maxTurns: 10, turns, generateImages: true });
  const out: GalleryEntry[] = [];
  for (const beat of story.players.player1?.beatHistory ?? []) {
    for (const r of beat.imageRequests) {
      const paragraph = beat.text.split('\n\n').find((p) => p.includes(`id="${r.id}"`)) ?? '';
      out.push({
        world: `Prompt: ${story.title}`,
        label: `Beat "${beat.title}" · ${r.caption}`,
        text: `${r.caption}. ${paragraph.replace(/<image[^>]*\/?>(<\/image>)?/g, '').trim()}`,
        request: { kind: 'scene', prompt: r.prompt, details: referencedDetails(r.caption, story.world.storyElements), instructions: story.world.imageInstructions, worldKey: story.id, seed: `${story.id}/${r.id}`, title: r.caption },
      });
    }
  }
  return out;
}

/** Every picture of the set: all seeded Worlds' template pictures and `turns` beats of each, and beats of prompt stories. */
export async function allEntries(turns = 3): Promise<GalleryEntry[]> {
  const out: GalleryEntry[] = [];
  for (const w of SEED_WORLDS) {
    const t = seedTemplate(w);
    out.push(...templateEntries(t), ...(await beatEntries(t, turns)));
  }
  for (const p of PROMPT_STORIES) out.push(...(await promptBeatEntries(p, turns + 2)));
  return out;
}
