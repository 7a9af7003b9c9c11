import type { Story } from '@schemas';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { reduceStory } from '../story/reducer';
import { makeStory, testClock } from '../testing/make-story';
import { makeWorld } from '../testing/make-world';
import { scriptedNarrator } from '../testing/narrators';
import { generateSetup } from './setup-driver';
import { generateNextTurn } from './turn-driver';

describe('turn driver', () => {
  it('returns an apply_turn action the server can persist as JSON and re-apply', async () => {
    const { story } = await makeStory({ seed: 'driver', playerCount: 2 });
    const r = await generateNextTurn(story, scriptedNarrator({}), testClock(1));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fallbacks).toEqual([]);
    const stored = JSON.parse(JSON.stringify(r.action));
    const a = reduceStory(story, r.action);
    const b = reduceStory(story, stored);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(b.story).toEqual(a.story);
  });

  it('falls back to the procedural narrator for a beat whose output stays invalid, so the story never stalls', async () => {
    const { story } = await makeStory({ seed: 'fallback', playerCount: 2 });
    const bad = scriptedNarrator({ writeBeat: (_req, out) => ({ ...(out as object), text: 'Too short.' }) });
    const r = await generateNextTurn(story, bad, testClock(1));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fallbacks.map((f) => f.call)).toEqual(['writeBeat', 'writeBeat']);
    expect(r.fallbacks[0]!.errors).toContain('text must have 5 to 6 paragraphs separated by blank lines, found 1');
    expect(reduceStory(story, r.action).ok).toBe(true);
  });

  it('falls back when the narrator throws (network down after its retries)', async () => {
    const { story } = await makeStory({ seed: 'throws' });
    const broken = scriptedNarrator({
      writeSwitch: () => {
        throw new Error('503 from the model');
      },
    });
    const r = await generateNextTurn(story, broken, testClock(1));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.fallbacks).toEqual([{ call: 'writeSwitch', narrator: 'scripted', errors: ['503 from the model'] }]);
  });

  it('rewrites the turn procedurally if valid outputs still clash in the reducer (two beats adding the same element)', async () => {
    const { story } = await makeStory({ seed: 'clash', playerCount: 2 });
    const element = { id: 'stranger', name: 'A Stranger', role: 'character', instructions: '', appearance: '', facts: [] };
    const clash = scriptedNarrator({ writeBeat: (_req, out) => ({ ...(out as object), stateChanges: [{ type: 'newStoryElement', element }] }) });
    const r = await generateNextTurn(story, clash, testClock(1));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fallbacks.at(-1)!.errors[0]).toMatch(/already exists/);
    expect(reduceStory(story, r.action).ok).toBe(true);
  });

  it('reports why no turn can be generated yet', async () => {
    const { story } = await makeStory({ seed: 'early', playerCount: 2, select: false });
    const r = await generateNextTurn(story, scriptedNarrator({}), testClock(1));
    expect(r).toMatchObject({ ok: false, error: { code: 'selection_incomplete' } });
    const all = (await makeStory({ seed: 'gone', playerCount: 1 })).story;
    const left = (reduceStory(all, { type: 'set_player_status', slot: 'player1', status: 'deleted', now: testClock(2) }) as { story: Story }).story;
    expect(await generateNextTurn(left, scriptedNarrator({}), testClock(3))).toMatchObject({ ok: false, error: { code: 'no_active_players' } });
  });

  it('setup falls back to the procedural narrator when the model’s World is invalid', async () => {
    const bad = scriptedNarrator({ setupFromPrompt: (_req, out) => ({ ...(out as object), players: [] }) });
    const r = await generateSetup(bad, { kind: 'prompt', prompt: 'Pirates of the frozen north', playerCount: 2, maxTurns: 15 }, createRng('s'));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.fallbacks[0]!.errors).toContain('players: player1 is missing');
      expect(Object.keys(r.setup.players)).toEqual(['player1', 'player2']);
    }
    const tooMany = await generateSetup(bad, { kind: 'template', template: makeWorld('t', { playerCountMax: 2 }), playerCount: 3, maxTurns: 15 }, createRng('s'));
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'invalid_setup' } });
  });
});
