/**
 * Plays a solo story offline the way the device does, step by step, and returns both the play and
 * the inputs it was made from (engine, server and e2e-free tests of the replay use it).
 */
import type { OfflineStoryInputs, Template } from '@schemas';
import type { Narrator } from '../narrator/narrator';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { chooseOffline, createOfflineStory, selectOfflineCharacter, type OfflineOptions, type OfflinePlay } from '../offline/offline-play';
import { ENGINE_VERSION, NARRATOR_VERSION } from '../offline/versions';

/** Options of {@link playOffline}. */
export interface PlayOfflineOptions extends OfflineOptions {
  /** Choices to make at most (default: to the ending). */
  choices?: number;
  /** The option picked on a turn (default `(turn * 7 + seed length) % 3`). */
  choose?: (turn: number) => number;
  /** The story's first moment; each later action is one minute on (default 2026-01-01). */
  start?: string;
}

/** A solo story played offline from a template and a seed: its inputs and the play they give. */
export async function playOffline(template: Template, seed: string, options: PlayOfflineOptions = {}): Promise<{ inputs: OfflineStoryInputs; play: OfflinePlay }> {
  const start = Date.parse(options.start ?? '2026-01-01T00:00:00.000Z');
  let minute = 0;
  const at = () => new Date(start + minute++ * 60_000).toISOString();
  const hex = [...seed].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7).toString(16).padStart(8, '0');
  const inputs: OfflineStoryInputs = {
    storyId: `story_${hex.repeat(4)}`,
    seed: `seed-${seed}`.padEnd(16, '0').replace(/[^A-Za-z0-9_-]/g, '_'),
    engineVersion: ENGINE_VERSION,
    narratorVersion: NARRATOR_VERSION,
    createdAt: at(),
    templateId: template.id,
    playerCount: 1,
    maxTurns: template.maxTurnsMin,
    difficultyLevel: { modifier: 0, title: 'Balanced' },
    selection: null,
    choices: [],
  };
  const created = await createOfflineStory(template, inputs, options);
  if (!created.ok) throw new Error(`[offline] create failed: ${created.message}`);
  const selection = { requestId: `${seed}-select`, identityIndex: seed.length % 3, backgroundIndex: (seed.length + 1) % 3, now: at() };
  inputs.selection = selection;
  const selected = await selectOfflineCharacter(created.play, selection, options);
  if (!selected.ok) throw new Error(`[offline] select failed: ${selected.message}`);
  let play = selected.play;
  const choose = options.choose ?? ((turn: number) => (turn * 7 + seed.length) % 3);
  const limit = options.choices ?? Infinity;
  while (!play.story.gameOver && inputs.choices.length < limit) {
    const turn = play.story.currentTurn;
    const choice = { requestId: `${seed}-turn-${turn}`, turn, optionIndex: choose(turn), now: at() };
    const next = await chooseOffline(play, choice, options);
    if (!next.ok) throw new Error(`[offline] choice on turn ${turn} failed: ${next.message}`);
    inputs.choices.push(choice);
    play = next.play;
  }
  return { inputs, play };
}

/** The procedural narrator with other words from its `fromBeat`-th beat on (a solo story writes one a turn): a server on other narrator code. */
export function rewordedNarrator(fromBeat: number): Narrator {
  const base = createProceduralNarrator();
  let beats = 0;
  return {
    ...base,
    name: 'procedural-reworded',
    async writeBeat(req) {
      const out = await base.writeBeat(req);
      return ++beats >= fromBeat ? { ...out, title: `${out.title} Anew` } : out;
    },
  };
}
