import type { Story } from '@schemas';
import { describe, expect, it } from 'vitest';
import { generateNextTurn } from '../driver/turn-driver';
import { makeStory } from '../testing/make-story';
import { pendingSlots } from '../story/queries';
import { reduceStory } from '../story/reducer';
import { createProceduralNarrator } from './procedural/procedural-narrator';
import { buildNarratorContext, CONTEXT_LIMITS, renderNarratorContext } from './context';
import { renderNarratorRequest } from './instructions';
import { recordingNarrator } from '../testing/narrators';

describe('bounded narrator context', () => {
  it('carries the World first, then every earlier beat as its summary and the last beats in full, so it grows by a summary a turn', async () => {
    const narrator = createProceduralNarrator();
    let { story } = await makeStory({ seed: 'context', playerCount: 3, maxTurns: 30 });
    const sizes = new Map<number, number>();
    let at25: ReturnType<typeof buildNarratorContext> | null = null;
    while (story.currentTurn < 25) {
      const ctx = buildNarratorContext(story, 'player1');
      sizes.set(story.currentTurn + 1, renderNarratorContext(ctx).length);
      if (story.currentTurn + 1 === 25) at25 = ctx;
      const r = await generateNextTurn(story, narrator, story.updatedAt);
      if (!r.ok) throw new Error(r.error.message);
      story = (reduceStory(story, r.action) as { story: Story }).story;
      for (const slot of pendingSlots(story)) story = (reduceStory(story, { type: 'choose_option', slot, optionIndex: 2, now: story.updatedAt }) as { story: Story }).story;
    }
    const s5 = sizes.get(5)!;
    const s25 = sizes.get(25)!;
    expect(at25!.history.recent).toHaveLength(CONTEXT_LIMITS.fullBeats);
    // Memory: the opening is still there at turn 25 (not only milestone one-liners).
    expect(at25!.history.summaries.map((s) => s.turn)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    // The growth beyond turn 5 is those summaries (and the facts the story recorded), not whole beats.
    const added = at25!.history.summaries.slice(2).reduce((n, s) => n + s.summary.length + s.title.length + 20, 0);
    expect(s25 - s5).toBeLessThanOrEqual(added + 3000);
    const text = renderNarratorContext(at25!);
    // Stable World material comes first.
    expect(text.indexOf('# World')).toBe(0);
    expect(text.indexOf('## Story elements')).toBeLessThan(text.indexOf('# Story:'));
    expect(text.indexOf('# Story:')).toBeLessThan(text.indexOf('## Earlier beats'));
    expect(text).toContain(story.world.guidelines.world.slice(0, 40));
  });
});

describe('stat guidance in the context', () => {
  it("gives the narrator every stat's implications and what happens to it after a thread", async () => {
    const { story } = await makeStory({ seed: 'stat-guidance', playerCount: 1 });
    const stat = story.world.sharedStats[0]!;
    const world = { ...story.world, sharedStats: [{ ...stat, adjustmentsAfterThreads: ['Drops by 10 when a thread ends badly'] }, ...story.world.sharedStats.slice(1)] };
    const text = renderNarratorContext(buildNarratorContext({ ...story, world }, 'player1'));
    expect(text).toContain(`${stat.name} [${stat.id}`);
    expect(text).toContain('After a thread ends: Drops by 10 when a thread ends badly.');
  });

  it("keeps the facts the story recorded: an element's newest facts stay after newer ones come", async () => {
    const { story } = await makeStory({ seed: 'facts', playerCount: 1 });
    const el = story.world.storyElements[0]!;
    const added = Array.from({ length: 8 }, (_, i) => `Recorded fact number ${i + 1}.`);
    const world = { ...story.world, storyElements: [{ ...el, facts: [...el.facts, ...added] }, ...story.world.storyElements.slice(1)] };
    const facts = buildNarratorContext({ ...story, world }, 'player1').world.elements[0]!.facts;
    for (const f of added) expect(facts).toContain(f);
  });
});

describe('narrator request text', () => {
  it('renders every call as a task with the context and the rules the validator checks', async () => {
    const { narrator, calls } = recordingNarrator();
    const { story } = await makeStory({ seed: 'requests', playerCount: 2, narrator });
    await generateNextTurn(story, narrator, story.updatedAt);
    for (const c of calls) expect(renderNarratorRequest(c.call, c.request as never).length, c.call).toBeGreaterThan(50);
    const beat = calls.find((c) => c.call === 'writeBeat')!;
    expect(renderNarratorRequest('writeBeat', beat.request as never)).toMatch(/5 to 6 paragraphs[\s\S]*# Task/);
  });
});
