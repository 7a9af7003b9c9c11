import { describe, expect, it } from 'vitest';
import { assemblePrompt } from '../../player/wizard';
import { playStory } from '../../testing/index';

// Issue 28: a story drafted from a topic pack stays on what its prompt asked. Prompts of no
// quality set, so the storyteller is not tuned to them.

async function threadsOf(prompt: string, category: 'learn-something' | 'enjoy-fiction', fields: Record<string, string>, seed: string, playerCount = 1) {
  const { story } = await playStory({ seed, playerCount, maxTurns: 25, gameMode: 'Cooperative', prompt: { text: assemblePrompt(category, fields, prompt), category } });
  return Object.values(story.players).map((p) => p?.beatHistory ?? []);
}
const beatsOf = async (...args: Parameters<typeof threadsOf>) => (await threadsOf(...args)).flat();

describe('the prompt’s subject in every beat (issue 28)', () => {
  it('learn-something: every beat of a story of one topic names that topic or a word the prompt said', async () => {
    const beats = await beatsOf('How plants make their food from light: photosynthesis', 'learn-something', { learningGoals: 'Photosynthesis', targetAudience: '11-year-olds' }, 'subject-learn');
    expect(beats.length).toBeGreaterThan(20);
    const off = beats.filter((b) => !/photosynthesis|plants?\b|food|light/i.test(`${b.title}\n${b.text}`));
    expect(off.map((b) => b.title)).toEqual([]);
  });

  it('fiction: every beat says where the prompt put the story or what it is about, never in a wording read twice', async () => {
    const threads = await threadsOf('Two rival crews plan a heist on a frozen moon of Jupiter', 'enjoy-fiction', {}, 'subject-fiction', 2);
    expect(threads).toHaveLength(2);
    for (const beats of threads) {
      const off = beats.filter((b) => !/heist|moon|jupiter|crews?\b|rival/i.test(`${b.title}\n${b.text}`));
      expect(off.map((b) => b.title)).toEqual([]);
      // The question asked there reads anew each time for the same player.
      const tied = beats.map((b) => b.text.split('\n\n').pop() ?? '').filter((q) => /on the frozen moon of Jupiter, /i.test(q));
      expect(tied.length).toBeGreaterThan(0);
      expect(new Set(tied).size).toBe(tied.length);
    }
  });
});
