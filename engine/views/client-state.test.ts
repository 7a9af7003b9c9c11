import { clientStoryStateSchema, type Story } from '@schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateNextTurn } from '../driver/turn-driver';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { reduceStory } from '../story/reducer';
import { makeStory } from '../testing/make-story';
import { playStory } from '../testing/play-story';
import { forbiddenClientFields, toClientState } from './client-state';

describe('client views', () => {
  let story: Story;
  beforeAll(async () => {
    story = (await playStory({ seed: 'views', playerCount: 3, maxTurns: 10, turns: 4, events: [{ slot: 'player3', turn: 2, status: 'deleted' }] })).story;
  });

  it('[V1] a client gets its own player in full and only name, pronouns, appearance, fluff, identityChoice and backgroundChoice of the others', () => {
    const view = toClientState(story, 'player1');
    expect(clientStoryStateSchema.parse(view)).toEqual(view);
    expect(Object.keys(view.players.player1!).sort()).toEqual(['appearance', 'backgroundChoice', 'beatHistory', 'fluff', 'identityChoice', 'name', 'pronouns', 'statValues']);
    expect(Object.keys(view.players.player2!).sort()).toEqual(['appearance', 'backgroundChoice', 'fluff', 'identityChoice', 'name', 'pronouns']);
    expect(view.playerSlot).toBe('player1');
    expect(view.characterSelectionOptions.possibleCharacterIdentities).toEqual(story.players.player1!.possibleCharacterIdentities);
  });

  it('[V2] outcomes, plans, summaries, threads, switches and server-only stat fields never reach a client', () => {
    for (const slot of ['player1', 'player2', 'player3'] as const) {
      const view = toClientState(story, slot);
      expect(forbiddenClientFields(view)).toEqual([]);
      const json = JSON.stringify(view);
      for (const key of ['"outcomes"', '"plan"', '"summary"', '"threads"', '"switches"', '"effectOnPoints"', '"narrativeImplications"', '"optionsToSacrifice"', '"seed"']) {
        expect(json).not.toContain(key);
      }
    }
  });

  it('[V2] challenge options of an unresolved beat hide basePoints, modifiersToSuccessRate and riskType; resolved beats show them', async () => {
    const { story: played } = await playStory({ seed: 'odds', maxTurns: 10, turns: 3 });
    const next = await generateNextTurn(played, createProceduralNarrator(), played.updatedAt);
    if (!next.ok) throw new Error(next.error.message);
    const r = reduceStory(played, next.action);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.story;
    const beats = toClientState(s, 'player1').players.player1! as { beatHistory: { choice: number; options: Record<string, unknown>[] }[] };
    const latest = beats.beatHistory.at(-1)!;
    const resolvedChallenge = beats.beatHistory.find((b) => b.choice !== -1 && b.options.some((o) => o.optionType === 'challenge'));
    expect(latest.choice).toBe(-1);
    for (const o of latest.options) {
      expect(o).not.toHaveProperty('basePoints');
      expect(o).not.toHaveProperty('riskType');
      expect(o).not.toHaveProperty('modifiersToSuccessRate');
    }
    expect(resolvedChallenge).toBeDefined();
    expect(resolvedChallenge!.options.find((o) => o.optionType === 'challenge')).toHaveProperty('riskType');
  });

  it('[V2] the strict client schema fails on any leaked field, and the walker names it', () => {
    const view = toClientState(story, 'player2');
    const leaked = structuredClone(view) as unknown as { players: { player2: { beatHistory: Record<string, unknown>[] } } };
    leaked.players.player2.beatHistory[0]!.plan = 'secret';
    expect(clientStoryStateSchema.safeParse(leaked).success).toBe(false);
    expect(forbiddenClientFields(leaked)).toEqual(['$.players.player2.beatHistory[0].plan']);
  });

  it('pendingPlayers lists active players who have not chosen (or not selected a character); leftPlayers those who left', async () => {
    const view = toClientState(story, 'player1');
    expect(view.leftPlayers).toEqual(['player3']);
    expect(view.pendingPlayers).toEqual([]);
    const { story: selecting } = await makeStory({ seed: 'sel', playerCount: 2, maxTurns: 5, select: false });
    expect(toClientState(selecting, 'player2').pendingPlayers).toEqual(['player1', 'player2']);
    expect(toClientState(selecting, 'player2').characterSelectionCompleted).toBe(false);
  });
});
