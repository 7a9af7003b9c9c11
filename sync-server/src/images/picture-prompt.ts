/**
 * The prompt an image model gets: what to picture (the request), what it refers to (elements and
 * portraits a story picture shows) and how every picture of the World looks (its image
 * instructions), with the constraints every picture shares.
 */
import type { PictureRequest } from './illustrator';

/** Longest prompt sent (DALL-E 3 takes 4000 characters; GPT image models more): the part budgets add up to less. */
export const MAX_PROMPT_CHARS = 4000;

const LEADS: Record<PictureRequest['kind'], string> = {
  cover: 'Cover illustration of an interactive story World, in portrait format.',
  element: 'Illustration of one element of an interactive story World, centred and clearly readable.',
  portrait: 'Character portrait for an interactive story: head and shoulders, facing the viewer.',
  scene: 'Illustration of a scene in an interactive story, in landscape format.',
  interlude: 'Illustration of a scene in an interactive story, in landscape format.',
};

// Each part has its own budget, so a long appearance never pushes the World's style or the closing rule out.
const clean = (s: string | undefined, max = 250): string => {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1)}…`;
};

/** Builds the model prompt for a picture request (at most {@link MAX_PROMPT_CHARS} characters). */
export function buildPicturePrompt(r: PictureRequest): string {
  const i = r.instructions;
  const person = r.kind === 'portrait' || r.kind === 'scene' || r.kind === 'interlude' || /character|person|creature/i.test(r.role ?? '');
  const lines = [
    LEADS[r.kind],
    `Subject: ${clean(r.prompt, 1000)}`,
    r.role ? `Role in the story: ${clean(r.role)}` : '',
    r.details ? `Who and what appears, as the story describes them: ${clean(r.details, 900)}` : '',
    i.visualStyle ? `Visual style: ${clean(i.visualStyle)}` : '',
    i.atmosphere ? `Atmosphere: ${clean(i.atmosphere)}` : '',
    i.colorPalette ? `Colour palette: ${clean(i.colorPalette)}` : '',
    i.settingDetails ? `Setting details: ${clean(i.settingDetails)}` : '',
    person && i.characterStyle ? `Characters: ${clean(i.characterStyle)}` : '',
    i.artInfluences ? `Art influences: ${clean(i.artInfluences)}` : '',
    'No text, lettering, captions, signatures or watermarks in the picture.',
  ].filter(Boolean);
  return lines.join('\n');
}
