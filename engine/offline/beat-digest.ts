import type { Beat, BeatDigest, Story } from '@schemas';
import { sha256Hex } from '../core/sha256';
import { toClientBeat } from '../views/client-state';

/** JSON with every object's keys sorted and undefined fields left out: the same text for the same value in any runtime. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The digest of a beat as written (before its choice): SHA-256 of the canonical JSON of what its player sees. */
export function beatDigest(beat: Beat): BeatDigest {
  const written = toClientBeat({ ...beat, choice: -1, resolution: undefined, resolutionDetails: undefined, chosenAt: undefined });
  return { turn: beat.turn, digest: sha256Hex(canonicalJson(written)) };
}

/** The digests of every beat of a solo story's player, in turn order. */
export function storyDigests(story: Story): BeatDigest[] {
  return (story.players.player1?.beatHistory ?? []).map(beatDigest);
}
