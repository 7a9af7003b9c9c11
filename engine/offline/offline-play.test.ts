import type { Template } from '@schemas';
import { describe, expect, it } from 'vitest';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { makeWorld, playOffline, playOn, rewordedNarrator, startStory } from '../testing';
import { storyDigests } from './beat-digest';
import { replayOfflineStory } from './offline-play';

const solo = (seed: number): Template => makeWorld(seed, { playerCountMin: 1, playerCountMax: 2 });

describe('offline solo play (issue 21)', () => {
  it('plays a solo story to its ending and a replay of its inputs writes the same beats, byte for byte', async () => {
    const { inputs, play } = await playOffline(solo(3), 'replay-equal');
    expect(play.story.gameOver).toBe(true);
    expect(play.digests).toHaveLength(play.story.currentTurn);
    const replay = await replayOfflineStory(solo(3), inputs, { expected: play.digests });
    expect(replay.ok && replay.divergedAtTurn).toBeNull();
    if (!replay.ok) return;
    expect(JSON.stringify(replay.play.story)).toBe(JSON.stringify(play.story));
    expect(storyDigests(replay.play.story)).toEqual(play.digests);
  });

  it('writes what the server writes: the same story through the server drivers with the same seed and moments', async () => {
    const template = solo(5);
    const { inputs, play } = await playOffline(template, 'same-as-server');
    const moments = [inputs.createdAt, inputs.selection!.now, inputs.selection!.now, ...inputs.choices.flatMap((c) => [c.now, c.now])];
    let i = 0;
    const now = () => moments[i++]!;
    const narrator = createProceduralNarrator();
    const request = { kind: 'template' as const, template, playerCount: 1, maxTurns: inputs.maxTurns, difficultyLevel: inputs.difficultyLevel };
    const started = await startStory(narrator, request, inputs.seed, { storyId: inputs.storyId, now, character: () => inputs.selection! });
    const choices = [...inputs.choices];
    const served = await playOn(narrator, started, Infinity, { now, choose: () => choices.shift()!.optionIndex, chooseOnLastTurn: true });
    expect(JSON.stringify(served.story)).toBe(JSON.stringify(play.story));
  });

  it('lets a differing narrator win from the first beat that differs, keeping no choice on it or after', async () => {
    const { inputs, play } = await playOffline(solo(8), 'server-wins', { choices: 4 });
    const replay = await replayOfflineStory(solo(8), inputs, { expected: play.digests, narrator: rewordedNarrator(3) });
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.divergedAtTurn).toBe(3);
    const beats = replay.play.story.players.player1!.beatHistory;
    expect(beats.map((b) => b.turn)).toEqual([1, 2, 3]);
    expect(beats[2]!.title).toMatch(/Anew$/);
    expect(beats[2]!.choice).toBe(-1);
    expect(replay.play.digests.slice(0, 2)).toEqual(play.digests.slice(0, 2));
  });

  it('refuses inputs the engine refuses (a choice out of range, a turn that is not the latest) and stops when out of time', async () => {
    const { inputs } = await playOffline(solo(9), 'forged', { choices: 2 });
    const outOfRange = { ...inputs, choices: [inputs.choices[0]!, { ...inputs.choices[1]!, optionIndex: 5 }] };
    expect(await replayOfflineStory(solo(9), outOfRange)).toMatchObject({ ok: false, reason: 'invalid' });
    const stale = { ...inputs, choices: [inputs.choices[0]!, { ...inputs.choices[1]!, turn: 1 }] };
    expect(await replayOfflineStory(solo(9), stale)).toMatchObject({ ok: false, reason: 'invalid' });
    let steps = 0;
    expect(await replayOfflineStory(solo(9), inputs, { outOfTime: () => ++steps > 1 })).toMatchObject({ ok: false, reason: 'out_of_time' });
  });
});
