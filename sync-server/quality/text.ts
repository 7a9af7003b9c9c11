import { fillFluff } from '@engine';
import type { PlayerSlot, Story } from '@schemas';

// Text helpers of the quality report: what one reader sees, split into paragraphs, sentences and words.

/** One beat as its player reads it: title, narration (image tags removed), options and interludes. */
export type ReadBeat = { turn: number; kind: string; title: string; text: string; options: string[]; interludes: string[] };

/** One player's reading of a story, beat by beat. */
export type Reading = { slot: PlayerSlot; beats: ReadBeat[] };

/** Beat text without image placeholders. */
export function stripTags(text: string): string {
  return text.replace(/<image\b[^>]*\/>\s*/g, '');
}

/** The readings of a story: one per player who has beats. */
export function readingsOf(story: Story): Reading[] {
  return (Object.keys(story.players) as PlayerSlot[]).flatMap((slot) => {
    const p = story.players[slot];
    if (!p || p.beatHistory.length === 0) return [];
    return [
      {
        slot,
        beats: p.beatHistory.map((b) => ({
          turn: b.turn,
          kind: b.kind,
          title: b.title,
          text: stripTags(b.text),
          options: b.options.map((o) => o.text),
          interludes: b.interludes.map((i) => i.text),
        })),
      },
    ];
  });
}

/** Every string a player can see outside the beats: story title, character selection texts. */
export function storyLevelStrings(story: Story): string[] {
  const out = [story.title, story.world.characterSelectionIntroduction.title, story.world.characterSelectionIntroduction.text];
  for (const p of Object.values(story.players)) {
    if (!p) continue;
    for (const i of p.possibleCharacterIdentities) out.push(i.name, i.appearance);
    // The selection screen shows each background's fluff filled in for the chosen identity.
    const who = p.possibleCharacterIdentities[0];
    for (const b of p.possibleCharacterBackgrounds) out.push(b.title, who ? fillFluff(b.fluffTemplate, who) : b.fluffTemplate);
  }
  return out.filter((s) => s.trim().length > 0);
}

/** Paragraphs of a text (blank-line separated). */
export function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

const ABBREVIATIONS = /\b(Mr|Mrs|Ms|Dr|St|Mt|Capt|Prof|No|vs|etc|e\.g|i\.e)\.$/;

/**
 * Sentences of a text: split after . ! ? (and a closing quote) before a capital, a quote or a
 * digit; abbreviations such as 'Mr.' do not end a sentence.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const para of paragraphs(text)) {
    const parts = para.split(/(?<=[.!?…][”"’')\]]?)\s+(?=[“"‘'(A-Z0-9])/);
    let carry = '';
    for (const part of parts) {
      const s = carry ? `${carry} ${part}` : part;
      if (ABBREVIATIONS.test(s)) carry = s;
      else {
        out.push(s.trim());
        carry = '';
      }
    }
    if (carry) out.push(carry.trim());
  }
  return out.filter(Boolean);
}

// The same beat text is normalised once per fill and metric: remembered, bounded.
const normalized = new Map<string, string>();

/** A sentence reduced for comparison: lower case, letters, digits and single spaces. */
export function normalize(s: string): string {
  const hit = normalized.get(s);
  if (hit !== undefined) return hit;
  const out = s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (normalized.size > 20_000) normalized.clear();
  normalized.set(s, out);
  return out;
}

/** Words of a text, lower case. */
export function words(text: string): string[] {
  return normalize(text).split(' ').filter(Boolean);
}

/** Escapes a string for use in a RegExp. */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
