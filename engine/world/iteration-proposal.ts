/**
 * What an AI iteration may propose (spec 2 §4 'AI iteration'): only the keys of the sections the
 * author ticked, never a section that would come back empty, and never without the pictures the
 * World already has. Shared by the server (what it answers) and the editor (what it offers and
 * what Accept writes), so neither can wipe what the author did not ask to change.
 */
import { PLAYER_SLOTS, type Identity, type IterationSection, type StoryElement, type TemplateInput } from '@schemas';

/** The keys each section covers (spec 2 §4 table), `players` with every player slot. */
export const ITERATION_SECTION_KEYS: Readonly<Record<IterationSection, readonly string[]>> = {
  guidelines: ['guidelines'],
  storyElements: ['storyElements'],
  sharedOutcomes: ['sharedOutcomes'],
  stats: ['statGroups', 'sharedStats', 'playerStats'],
  players: ['characterSelectionIntroduction', 'characterSelectionPlan', ...PLAYER_SLOTS],
  media: ['imageInstructions'],
  difficultyLevels: ['difficultyLevels'],
};

type Update = Readonly<Record<string, unknown>>;

/** Only the chosen sections' keys of a proposal (a key of another section is dropped, whatever its value). */
export function chosenSectionsOnly<T extends Update>(update: T, sections: readonly IterationSection[]): Partial<T> {
  const keys = new Set(sections.flatMap((s) => ITERATION_SECTION_KEYS[s]));
  return Object.fromEntries(Object.entries(update).filter(([k, v]) => keys.has(k) && v !== undefined)) as Partial<T>;
}

/** True for a value that holds nothing: undefined, null, blank text, an empty list, or an object of such values. */
function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.values(v as Record<string, unknown>).every(isEmptyValue);
  return false;
}

/**
 * True when a proposal holds nothing for a section: none of its keys, or only empty values
 * (accepting it would clear the section). Such a section is never offered.
 */
export function isEmptyProposal(section: IterationSection, update: Update): boolean {
  return ITERATION_SECTION_KEYS[section].every((k) => isEmptyValue(update[k]));
}

const withImage = <T extends { image?: unknown }>(item: T, image: unknown): T => (item.image || !image ? item : { ...item, image });

/**
 * The proposal with the World's pictures carried over: an element the proposal keeps (same id)
 * keeps its picture, an identity the proposal keeps (same slot, place and name) keeps its
 * portrait. A proposal never removes a picture by leaving it out; an element the proposal drops
 * goes with its picture (that is a change the review shows).
 */
export function keepPictures<T extends Update>(update: T, world: Pick<TemplateInput, 'storyElements'> & Partial<TemplateInput>): T {
  const out: Record<string, unknown> = { ...update };
  const elements = update.storyElements as StoryElement[] | undefined;
  if (Array.isArray(elements)) {
    const pictures = new Map((world.storyElements ?? []).map((e) => [e.id, e.image]));
    out.storyElements = elements.map((e) => withImage(e, pictures.get(e.id)));
  }
  for (const slot of PLAYER_SLOTS) {
    const proposed = update[slot] as { possibleCharacterIdentities?: Identity[] } | undefined;
    const current = world[slot];
    if (!proposed?.possibleCharacterIdentities || !current) continue;
    // A portrait is stored per slot and place (`players/{slot}_{index}`): it stays with the same person at the same place.
    const before = current.possibleCharacterIdentities;
    const same = (i: Identity, n: number) => before[n]?.name.trim().toLowerCase() === i.name.trim().toLowerCase();
    out[slot] = { ...proposed, possibleCharacterIdentities: proposed.possibleCharacterIdentities.map((i, n) => (same(i, n) ? withImage(i, before[n]?.image) : i)) };
  }
  return out as T;
}
