import type { Story } from '@schemas';
import { describe, expect, it } from 'vitest';
import { findPacks } from '../../packs/match';
import { packById } from '../../packs/registry';
import { assemblePrompt } from '../../player/wizard';
import { playStory } from '../../testing/index';

// The storyteller of issue 28 on Worlds drafted from topic packs, judged by what a reader meets.

async function play(prompt: string, category: 'learn-something' | 'read-with-kids' | 'enjoy-fiction', fields: Record<string, string>, seed: string, choose?: (story: Story) => number): Promise<Story> {
  const { story } = await playStory({
    seed,
    playerCount: 1,
    maxTurns: 25,
    gameMode: 'Cooperative',
    prompt: { text: assemblePrompt(category, fields, prompt), category },
    ...(choose ? { choose: (s) => choose(s) } : {}),
  });
  return story;
}

const beatsOf = (story: Story) => story.players.player1?.beatHistory ?? [];

describe('stories composed from topic packs (issue 28)', () => {
  it('a prompt finds its pack by meaning, and a prompt of another topic does not', () => {
    expect(findPacks('A little fox who is scared of the dark has to find the lost moon', 'read-with-kids')[0]?.pack.id).toBe('fear-of-the-dark');
    expect(findPacks('How rain is made: evaporation and condensation', 'learn-something')[0]?.pack.id).toBe('water-cycle');
    expect(findPacks('A day in Pompeii when Vesuvius erupts', 'enjoy-fiction')[0]?.pack.id).toBe('pompeii-ad-79');
    expect(findPacks('A knight learns to bake bread in a windmill', 'enjoy-fiction')).toEqual([]);
    // A learning pack's subject named alone is a fit; a phrase matches across the prompt's small words.
    expect(findPacks('Photosynthesis for 12-year-olds', 'learn-something')[0]?.pack.id).toBe('photosynthesis');
    expect(findPacks('A field trip inside a leaf', 'learn-something')[0]?.pack.id).toBe('photosynthesis');
  });

  it('learn-something: every fact is shown in teaching order, a check answer gets its reply (no roll), and the ending puts the whole explanation together', async () => {
    const pack = packById('water-cycle');
    if (!pack?.lesson) throw new Error('no water-cycle lesson');
    // Always the first option: at a check that may be a wrong answer, which must be corrected kindly.
    const story = await play('How the water cycle works', 'learn-something', { learningGoals: 'The water cycle', targetAudience: '9-year-olds' }, 'compose-learn', () => 0);
    const beats = beatsOf(story);
    const text = beats.map((b) => b.text).join('\n');
    const at = pack.lesson.steps.map((s) => text.indexOf(s.show));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const checks = beats.filter((b) => pack.lesson?.steps.some((s) => s.check.question === '' || b.text.includes(s.check.question)));
    expect(checks.length).toBeGreaterThan(0);
    const checkBeat = beats.findIndex((b) => b.options.some((o) => /^Say “/.test(o.text)));
    expect(checkBeat).toBeGreaterThan(0);
    const picked = beats[checkBeat];
    expect(picked?.options.every((o) => o.optionType === 'exploration')).toBe(true);
    const answer = picked?.options[0]?.text.replace(/^Say “(.*)”$/, '$1') ?? '';
    const replies = pack.lesson.steps.flatMap((s) => [s.check.right, ...s.check.wrong]).filter((a) => a.text === answer).map((a) => a.reply);
    expect(replies.length).toBe(1);
    expect(beats[checkBeat + 1]?.text).toContain(replies[0]);
    expect(beats[beats.length - 1]?.text).toContain(pack.lesson.whole);
  });

  it('read-with-kids: the prompt’s own aim and the pack’s feeling are the story, failures are rare, and a bedtime story ends in bed with good night', async () => {
    const story = await play('A little robot who is afraid of the dark has to find the lost moon.', 'read-with-kids', { kidAge: '5' }, 'compose-kids');
    const beats = beatsOf(story);
    expect(beats[0]?.text).toMatch(/lost moon/);
    expect(beats[0]?.text).toMatch(/ordinary things look strange/);
    const last = beats[beats.length - 1];
    expect(last?.text).toMatch(/Good night\./);
    expect(last?.text).toMatch(/bedroom/);
    expect(last?.text).not.toMatch(/breakfast|morning/i);
    const rolled = beats.filter((b) => b.resolution);
    expect(rolled.filter((b) => b.resolution === 'unfavorable').length).toBeLessThanOrEqual(Math.ceil(rolled.length / 5));
  });

  it('fiction: nothing from the setting’s avoid list appears, and the day’s happenings come in the order they happen', async () => {
    const pack = packById('pompeii-ad-79');
    if (!pack) throw new Error('no pompeii pack');
    const story = await play('A baker’s apprentice in Pompeii on the day Vesuvius erupts', 'enjoy-fiction', {}, 'compose-fiction');
    const beats = beatsOf(story);
    const all = beats.map((b) => [b.title, b.text, ...b.options.map((o) => o.text)].join('\n')).join('\n');
    for (const word of pack.setting.avoid) expect(all).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
    const order = beats.map((b) => pack.happenings.findIndex((h) => b.text.includes(h.text))).filter((i) => i >= 0);
    expect(order.length).toBeGreaterThan(4);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
