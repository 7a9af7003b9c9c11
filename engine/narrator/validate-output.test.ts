import type { Story } from '@schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateNextTurn } from '../driver/turn-driver';
import { makeStory, testClock } from '../testing/make-story';
import { recordingNarrator, type RecordedCall } from '../testing/narrators';
import { reduceStory } from '../story/reducer';
import type { BeatRequest } from './narrator';
import type { BeatOutput } from './outputs';
import { validateNarratorOutput } from './validate-output';

/** Records the narrator calls of the first turns of a story (images on or off). */
async function record(images: boolean, turns: number): Promise<RecordedCall[]> {
  const { narrator, calls } = recordingNarrator();
  let { story } = await makeStory({ seed: `validate-${images}`, maxTurns: 10, generateImages: images, playerCount: 2, narrator });
  for (let i = 0; i < turns; i++) {
    const r = await generateNextTurn(story, narrator, testClock(i));
    if (!r.ok) throw new Error(r.error.message);
    let s: Story = (reduceStory(story, r.action) as { story: Story }).story;
    for (const slot of ['player1', 'player2'] as const) s = (reduceStory(s, { type: 'choose_option', slot, optionIndex: 0, now: testClock(i) }) as { story: Story }).story;
    story = s;
  }
  return calls;
}

const errorsOf = (output: unknown, request: BeatRequest): string[] => {
  const v = validateNarratorOutput('writeBeat', output, request);
  return v.ok ? [] : v.errors;
};

describe('validateNarratorOutput', () => {
  let beat: { request: BeatRequest; output: BeatOutput };
  let challenge: { request: BeatRequest; output: BeatOutput };
  let imaged: { request: BeatRequest; output: BeatOutput };
  let calls: RecordedCall[];
  beforeAll(async () => {
    calls = await record(false, 4);
    const beats = calls.filter((c) => c.call === 'writeBeat') as unknown as { request: BeatRequest; output: BeatOutput }[];
    beat = beats[0]!;
    challenge = beats.find((b) => b.request.plan.optionMode === 'challenge')!;
    imaged = (await record(true, 1)).find((c) => c.call === 'writeBeat') as unknown as { request: BeatRequest; output: BeatOutput };
  });

  it('accepts every procedural output, for every call', () => {
    expect(new Set(calls.map((c) => c.call))).toEqual(new Set(['setupFromWorld', 'writeSwitch', 'writeBeat', 'planThread', 'writeMilestones']));
    for (const c of calls) expect(validateNarratorOutput(c.call, c.output, c.request as never)).toMatchObject({ ok: true });
    expect(errorsOf(challenge.output, challenge.request)).toEqual([]);
    expect(errorsOf(imaged.output, imaged.request)).toEqual([]);
  });

  it('reports shape errors with their path', () => {
    expect(errorsOf({ ...beat.output, options: 'three' }, beat.request)[0]).toMatch(/^options: /);
    expect(errorsOf({}, beat.request).length).toBeGreaterThan(3);
  });

  it('[W4] the text needs 5 to 6 paragraphs in the second person and present tense', () => {
    const paras = beat.output.text.split('\n\n');
    expect(errorsOf({ ...beat.output, text: paras.slice(0, 4).join('\n\n') }, beat.request)).toContain('text must have 5 to 6 paragraphs separated by blank lines, found 4');
    expect(errorsOf({ ...beat.output, text: [...paras, ...paras].join('\n\n') }, beat.request)[0]).toMatch(/found (10|11|12)/);
    const third = Array.from({ length: 5 }, () => 'She walks to the harbour. The sea is grey. Gulls cry overhead.').join('\n\n');
    expect(errorsOf({ ...beat.output, text: third }, beat.request)).toContain('text must be written in the second person: address the player as "you"');
    const past = Array.from({ length: 5 }, () => 'You walked to the door and you looked out. You were cold. You said nothing.').join('\n\n');
    expect(errorsOf({ ...beat.output, text: past }, beat.request).join(' ')).toMatch(/present tense/);
  });

  it('[O1][O2] exactly 3 options of the planned kind', () => {
    expect(errorsOf({ ...beat.output, options: beat.output.options.slice(0, 2) }, beat.request)).toContain('a beat needs exactly 3 options, got 2');
    const asChallenge = beat.output.options.map((o) => ({ ...o, optionType: 'challenge' as const }));
    expect(errorsOf({ ...beat.output, options: asChallenge }, beat.request)).toContain('option 1 must be an exploration option, got challenge');
  });

  it('[O1][O3] at most one sacrifice or reward, with basePoints in range and a stat it loses or gains', () => {
    const o = challenge.output.options.map((x) => ({ ...x, resourceType: 'normal' as const, resourceStatChange: null, basePoints: 0 }));
    const stat = challenge.request.context.world.playerStats.find((s) => s.type === 'number')!;
    const sacrifice = { ...o[0]!, resourceType: 'sacrifice' as const, basePoints: 25, resourceStatChange: { group: challenge.request.plan.slot, statId: stat.id, change: 'subtractNumber' as const, value: 10 } };
    expect(errorsOf({ ...challenge.output, options: [sacrifice, o[1]!, o[2]!] }, challenge.request)).toEqual([]);
    const errs = errorsOf({ ...challenge.output, options: [sacrifice, { ...sacrifice }, o[2]!] }, challenge.request);
    expect(errs).toContain('at most one option may be a sacrifice or a reward');
    expect(errorsOf({ ...challenge.output, options: [{ ...sacrifice, basePoints: 10 }, o[1]!, o[2]!] }, challenge.request)).toContain('option 1: basePoints of a sacrifice option must be 20 to 30, got 10');
    expect(errorsOf({ ...challenge.output, options: [{ ...sacrifice, resourceStatChange: null }, o[1]!, o[2]!] }, challenge.request)).toContain('option 1: a sacrifice option must name the stat it loses (resourceStatChange)');
    expect(errorsOf({ ...challenge.output, options: [{ ...o[0]!, resourceType: 'normal', resourceStatChange: null, basePoints: -20 }, o[1]!, o[2]!] }, challenge.request)).toContain('option 1: basePoints of a normal option must be -10 to 5, got -20');
  });

  it('[O2] modifiers must reference real stats, with effects from -15 to +15', () => {
    const o = challenge.output.options;
    const bad = { ...o[0]!, modifiersToSuccessRate: [{ statId: 'player_luck', reason: 'x', effect: 5 }, { statId: challenge.request.context.world.playerStats[0]!.id, reason: 'y', effect: 20 }] };
    const errs = errorsOf({ ...challenge.output, options: [bad, o[1]!, o[2]!] }, challenge.request);
    expect(errs).toContain('option 1: modifier refers to unknown stat "player_luck"');
    expect(errs).toContain('option 1: modifier effect must be -15 to +15, got 20');
  });

  it('[W4] interludes: 3 with images, 1 without; no image when images are off', () => {
    expect(errorsOf({ ...beat.output, interludes: [...beat.output.interludes, ...beat.output.interludes] }, beat.request)).toContain('a beat needs 1 interlude (images off), got 2');
    expect(errorsOf({ ...imaged.output, interludes: imaged.output.interludes.slice(0, 1) }, imaged.request)).toContain('a beat needs 3 interludes (images on), got 1');
    expect(errorsOf({ ...beat.output, interludes: [{ text: 'x', imageId: 'a', imageSource: 'story' }] }, beat.request)).toContain('interlude 1 must have no image when images are off');
  });

  it('[W4] image placeholders: 1 or 2, distinct paragraphs, never the last, a paragraph between, known sources and requests', () => {
    const paras = imaged.output.text.split('\n\n').map((p) => p.replace(/<image[^>]*\/>\s*/g, ''));
    const tag = (id: string, source = 'story') => `<image id="${id}" source="${source}" desc="x" fileType="jpeg" subDir="" float="left" />`;
    const id = imaged.output.imageRequests[0]!.id;
    const withTags = (at: Record<number, string>) => paras.map((p, i) => (at[i] ? `${at[i]} ${p}` : p)).join('\n\n');
    const req = { ...imaged.output, imageRequests: [imaged.output.imageRequests[0]!] };
    expect(errorsOf({ ...req, text: withTags({ 1: tag(id) }) }, imaged.request)).toEqual([]);
    expect(errorsOf({ ...req, text: withTags({}) }, imaged.request)).toContain('the text must contain 1 or 2 <image> placeholders, found 0');
    expect(errorsOf({ ...req, text: withTags({ [paras.length - 1]: tag(id) }) }, imaged.request)).toContain('an image placeholder must never be in the last paragraph');
    expect(errorsOf({ ...req, text: withTags({ 1: tag(id), 2: tag('player1_0', 'template') }) }, imaged.request)).toContain('image placeholders need at least one paragraph between them');
    expect(errorsOf({ ...req, text: withTags({ 1: `${tag(id)} ${tag('player1_0', 'template')}` }) }, imaged.request)).toContain('image placeholders must be in distinct paragraphs');
    expect(errorsOf({ ...req, text: withTags({ 1: tag(id, 'web') }) }, imaged.request)).toContain('image source must be "story" or "template", got "web"');
    expect(errorsOf({ ...req, text: withTags({ 1: tag(id), 3: tag('player5_1', 'template') }) }, imaged.request)).toContain('image "player5_1" refers to a player slot the story does not have');
    expect(errorsOf({ ...req, imageRequests: [{ ...req.imageRequests[0]!, caption: 'one two three four five six seven' }], text: withTags({ 1: tag(id) }) }, imaged.request)).toContain('image caption "one two three four five six seven" is longer than six words');
    expect(errorsOf({ ...beat.output, text: `${tag('x')} ${beat.output.text}` }, beat.request)).toContain('the story does not generate images: the text must contain no <image> placeholders');
  });

  it('[T2] state changes must refer to known stats, elements and slots, and respect stats fixed during beats', () => {
    const ctx = beat.request.context;
    const stateChanges = [
      { type: 'statChange' as const, group: 'player1' as const, statId: 'player_nope', change: 'addNumber' as const, value: 5 },
      { type: 'statChange' as const, group: 'player4' as const, statId: ctx.world.playerStats[0]!.id, change: 'addNumber' as const, value: 5 },
      { type: 'newFact' as const, storyElementId: 'nowhere', fact: 'x' },
      { type: 'addIntroductionOfStoryElement' as const, player: 'player1' as const, storyElementId: 'ghost' },
      { type: 'newStoryElement' as const, element: { ...ctx.world.elements[0]!, facts: [] } },
    ];
    const errs = errorsOf({ ...beat.output, stateChanges }, beat.request);
    expect(errs).toContain('stateChanges[0]: unknown player stat "player_nope"');
    expect(errs.some((e) => e.startsWith('stateChanges[1]: unknown player stat') && e.includes('no slot player4'))).toBe(true);
    expect(errs).toContain('stateChanges[2]: unknown story element "nowhere"');
    expect(errs).toContain('stateChanges[3]: unknown story element "ghost"');
    expect(errs).toContain(`stateChanges[4]: story element id "${ctx.world.elements[0]!.id}" already exists`);
    const fixed = { ...beat.request, context: { ...ctx, world: { ...ctx.world, playerStats: ctx.world.playerStats.map((s) => ({ ...s, canBeChangedInBeatResolutions: false })) } } };
    const stat = ctx.world.playerStats.find((s) => s.type === 'percentage')!;
    expect(errorsOf({ ...beat.output, stateChanges: [{ type: 'statChange', group: 'player1', statId: stat.id, change: 'addNumber', value: 5 }] }, fixed)).toContain(`stateChanges[0]: stat "${stat.id}" cannot be changed in beat resolutions`);
  });

  it('[S2] thread plans need one step per beat; switches exactly 3 choices; milestones every requested key', () => {
    const thread = calls.find((c) => c.call === 'planThread')!;
    const out = thread.output as { progression: unknown[] };
    const v = validateNarratorOutput('planThread', { ...out, progression: out.progression.slice(1) }, thread.request as never);
    expect(v.ok ? [] : v.errors[0]).toMatch(/progression must have exactly \d steps \(the thread's duration\)/);
    const sw = calls.find((c) => c.call === 'writeSwitch')!;
    const sv = validateNarratorOutput('writeSwitch', { ...(sw.output as object), topicChoices: ['a', 'b'] }, sw.request as never);
    expect(sv.ok ? [] : sv.errors).toContain('topicChoices must have exactly 3 entries, got 2');
    const ms = calls.find((c) => c.call === 'writeMilestones')!;
    const mv = validateNarratorOutput('writeMilestones', { milestones: [] }, ms.request as never);
    expect(mv.ok).toBe(false);
  });
});
