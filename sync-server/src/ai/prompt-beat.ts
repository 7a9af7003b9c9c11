import { BASE_POINT_RANGES, type BeatRequest, type ChoiceBrief, type SwitchBrief, type ThreadBrief } from '@engine';
import { craftRules, sceneSheet, statChangesPart } from './prompt-craft';
import { changeableStatLines } from './prompt-stats';
import { outcomeLine, resolutionsLine } from './prompt-state';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const range = (r: { min: number; max: number }, big: boolean): string => (big ? `${signed(r.max)} to ${signed(r.min)}` : `${signed(r.min)} to ${signed(r.max)}`);

function kindPart(req: BeatRequest, name: string): string {
  const others = req.context.others.filter((o) => o.active).map((o) => o.name);
  switch (req.plan.kind) {
    case 'intro':
      return `This is ${name}'s first beat (the intro): introduce ${name} through their background and appearance, the place where the story begins and one or two story elements they meet${
        others.length ? `. The story starts with the players together: ${name} meets ${others.join(' and ')} here (name them, show how they look and have them speak), before the choice that follows` : ''
      }.`;
    case 'switch':
      return `This is a switch beat, a turning point between threads: show where ${name} stands after what happened, then bring ${name} to the choice of what to pursue next.`;
    case 'thread':
      return `This is a thread beat: one step of a thread (a short arc of 2 to 4 beats working towards an outcome).`;
    case 'ending': {
      const clock = req.clockEnded ? ` The story ends now, sooner than planned, because ${req.clockEnded.name} has run out, as the World says: "${req.clockEnded.rule}". Make that the moment the story closes on.` : '';
      return `This is ${name}'s ending beat, the last beat of the story: resolve ${name}'s own outcomes and the shared ones in line with the milestones recorded (including those settled this turn), let the consequences of their choices be felt, call back to how the story began, and close the story.${clock} The three options are last gestures of an epilogue; none of them changes how the story ends.`;
    }
  }
}

function lastChoicePart(c: ChoiceBrief | null, name: string, children: boolean): string {
  if (!c) return '';
  const how =
    c.resolution === 'favorable'
      ? 'it worked: show the success and what it opens up'
      : c.resolution === 'mixed'
        ? 'it partly worked: show what was gained and what it cost'
        : c.resolution === 'unfavorable'
          ? children
            ? 'it did not work this time: show a gentle, slightly funny setback, nobody hurt, and a way forward'
            : 'it failed: show the setback and how things got harder, without ending the story'
          : 'there was no roll: show where that choice led';
  const resource =
    c.resourceType === 'sacrifice'
      ? children
        ? ' They gave something away to make it work: show it kindly.'
        : ' It was a sacrifice: show what they gave up.'
      : c.resourceType === 'reward'
        ? ' It was a reward option: show what they gained.'
        : '';
  return `Last turn ${name} chose "${c.optionText}" (${c.optionType}); ${how}. Open this beat with ${name} doing it, on the page, in the first paragraph.${resource}`;
}

function threadPart(t: ThreadBrief, optionMode: string): string {
  const lines = [
    `## The thread: "${t.title}" — step ${t.step + 1} of ${t.duration}`,
    `Step "${t.stepTitle}": ${t.stepQuestion}`,
    `Possible results of this step: ${Object.entries(t.stepResolutions).map(([k, v]) => `${k}: ${v}`).join(' | ')}`,
    `The outcome at stake:\n${outcomeLine(t.outcome)}\n  Possible resolutions: ${resolutionsLine(t.outcome)}`,
  ];
  if (t.results.length) lines.push(`Earlier steps of this thread went: ${t.results.join(', ')}.`);
  if (t.approach) lines.push(`The approach chosen for this thread: ${t.approach}.`);
  if (t.allies.length) lines.push(`On the same side: ${t.allies.map((p) => p.name).join(', ')}.`);
  if (t.rivals.length) lines.push(`On the opposing side (they want the opposite result): ${t.rivals.map((p) => p.name).join(', ')}.`);
  if (t.step === t.duration - 1) lines.push(`This is the thread's last step: the choice made here decides it. Possible milestones: ${t.possibleMilestones.join(' | ')}`);
  if (t.step === 0 && t.results.length === 0 && t.groupChoice) lines.push(`The group chose to follow: ${t.groupChoice}.`);
  if (optionMode === 'exploration') {
    const keys = ['resolution1', 'resolution2', 'resolution3'];
    lines.push(
      `The three options are, in this order, the three possible results of this step: ${keys.map((k, i) => `option ${i + 1} = ${t.stepResolutions[k] ?? k}`).join('; ')}. Write each as a short imperative that clearly means that result.`,
    );
  } else {
    lines.push('The three options are three different ways to face the step question; the roll decides how the chosen one goes, and the next beat shows it.');
  }
  return lines.join('\n');
}

function switchPart(s: SwitchBrief): string {
  const lines = [`## The choice this beat leads to: ${s.question}`];
  if (s.type === 'topic') {
    lines.push('The player chooses which question the story follows next. The three options are, in this order, these choices (write each as a short imperative that clearly means it; you may reuse its wording):');
    s.choices.forEach((c, i) => {
      const o = s.outcomes[i];
      lines.push(`${i + 1}. ${c}${o ? ` — leads to [${o.group}:${o.id}] ${o.question}` : ''}`);
    });
  } else {
    const o = s.outcomes[0];
    lines.push(`The question to pursue is fixed${o ? `: [${o.group}:${o.id}] ${o.question}` : ''}${s.flavorReason ? ` (${s.flavorReason === 'urgency' ? 'it cannot wait' : s.flavorReason === 'continuation' ? 'unfinished business' : 'the story is nearing its end'})` : ''}. The three options are, in this order, these approaches (short imperatives that clearly mean them):`);
    s.choices.forEach((c, i) => lines.push(`${i + 1}. ${c}`));
  }
  if (s.players.length > 1) lines.push(`Players facing this question together: ${s.players.map((p) => p.name).join(', ')}.`);
  return lines.join('\n');
}

function optionRules(req: BeatRequest): string {
  const { plan } = req;
  const ctx = req.context;
  const children = ctx.story.audience.children;
  const lines = [`- options: exactly 3 options, every one with optionType "${plan.optionMode}". Option text: one sentence in the imperative, at most 15 words, what ${ctx.player?.name ?? 'the player'} does ("Follow the smugglers into the fog"), no mechanics.`];
  if (plan.optionMode === 'exploration') {
    lines.push('- Exploration options have no roll: resourceType "normal", riskType "normal", basePoints 0, modifiersToSuccessRate [] and resourceStatChange null for all three.');
    return lines.join('\n');
  }
  const statIds = [...ctx.world.sharedStats, ...ctx.world.playerStats].map((s) => `[${s.id}]`).join(', ') || '(none: leave modifiers empty)';
  lines.push(
    children
      ? '- riskType: "safe" (careful: it half works), "normal", or "risky" (bold: it works brilliantly or not at all). These are only field values: the story and the options never say risk or danger. Give the three options different approaches.'
      : '- riskType: "safe" (careful: a partial result is likely), "normal", or "risky" (all or nothing). Give the three options different approaches, and usually different risks.',
    `- basePoints of a normal option: an integer from ${range(BASE_POINT_RANGES.normal, false)} — 0 for a sensible approach, below 0 for a harder or reckless one, at most +5 for an easy one.`,
    `- modifiersToSuccessRate: 0 to 3 entries per option, each {statId, reason, effect}: a stat that plausibly helps or hinders this approach; statId one of ${statIds}; effect an integer from -15 to +15 (positive helps); reason a short phrase the player sees ("Your friendship with the ferryman").`,
  );
  if (plan.allowResource) {
    lines.push(
      '- At most ONE option may be a sacrifice or a reward (or none):',
      `  - sacrifice: resourceType "sacrifice", basePoints ${range(BASE_POINT_RANGES.sacrifice, false)}; the player ${children ? 'gives or shares something' : 'gives something up'} for a much better chance, whatever the roll: resourceStatChange {group, statId, change "subtractNumber" (number stats, value 5 to 20) or "removeElement" (list stats, value an item they hold), value}.${children ? ' Its text says what is shared or given, never "sacrifice".' : ''}`,
      `  - reward: resourceType "reward", basePoints ${range(BASE_POINT_RANGES.reward, true)}; a harder approach that gains something whatever the roll: resourceStatChange with change "addNumber" or "addElement".`,
      `  - Its group is "shared" or "${plan.slot}", and its stat one of these:\n${changeableStatLines(ctx.world.sharedStats, ctx.world.playerStats, plan.slot).replace(/^/gm, '    ')}`,
      '  - The option text says what is given up or gained. Every other option: resourceType "normal" and resourceStatChange null.',
    );
  } else {
    lines.push('- No sacrifice or reward on this beat: all three options have resourceType "normal" and resourceStatChange null.');
  }
  return lines.join('\n');
}

function imageRules(req: BeatRequest): string {
  const prefix = req.imageIdPrefix;
  if (!req.context.story.generateImages) {
    return [
      '- Images are off: the text contains no <image> placeholders and imageRequests is [].',
      '- interludes: exactly 1 interlude {text, imageId: "", imageSource: "none"}: one or two sentences glimpsing what happens elsewhere in the World meanwhile.',
    ].join('\n');
  }
  return [
    `- Images are on: put 1 or 2 image placeholders in the text, each at the start of a paragraph and part of it (no blank line after it), exactly like <image id="${prefix}-1" source="story" desc="A short description" fileType="jpeg" subDir="" float="left" />.`,
    '- Placeholders go in different paragraphs, never in the last paragraph, with at least one paragraph between two placeholders (for example paragraphs 2 and 4).',
    `- Image ids start with "${prefix}" (use "${prefix}-1" and "${prefix}-2"). Every placeholder has exactly one imageRequests entry with the same id: {id, caption: at most 6 words, referenceImageIds: [], prompt: a complete image prompt describing the scene, following the World's image instructions (style, palette, atmosphere)}. No request without a placeholder.`,
    `- interludes: exactly 3 interludes {text, imageId, imageSource}: one or two sentences each glimpsing what happens elsewhere meanwhile; imageId is "" with imageSource "none", or the id of one of this beat's imageRequests with imageSource "story".`,
  ].join('\n');
}

function stateChangeRules(req: BeatRequest): string {
  const ctx = req.context;
  const slot = req.plan.slot;
  const met = new Set(ctx.player?.introducedElements ?? []);
  const unmet = ctx.world.elements.filter((e) => !met.has(e.id)).map((e) => `[${e.id}]`);
  return [
    '- stateChanges: only what this beat really changes; an empty list is fine. Allowed entries:',
    `  - {type: "statChange", group, statId, change, value} only for these stats:\n${changeableStatLines(ctx.world.sharedStats, ctx.world.playerStats, slot).replace(/^/gm, '    ')}`,
    '  - {type: "newFact", storyElementId, fact}: something new and lasting learnt here, about a listed story element id or "world".',
    '  - {type: "newStoryElement", element: {id, name, role, instructions, appearance, facts}}: only for an important newcomer; its id is new (lowercase, underscores).',
    `  - {type: "addIntroductionOfStoryElement", player: "${slot}", storyElementId}: when the player meets a story element for the first time in this beat${unmet.length ? ` (not met yet: ${unmet.join(', ')})` : ''}.`,
    '  - Never record milestones: the engine does.',
  ].join('\n');
}

/** The instruction of a writeBeat call: what this beat is for, then every rule its output must follow. */
export function beatInstruction(req: BeatRequest): string {
  const ctx = req.context;
  const name = ctx.player?.name ?? req.plan.slot;
  const parts = [
    `# Your task: write ${name}'s beat for turn ${ctx.story.turn} of ${ctx.story.maxTurns}`,
    kindPart(req, name),
    req.isFinalTurn && req.plan.kind !== 'ending' ? 'This is the final turn of the story.' : '',
    lastChoicePart(req.lastChoice, name, ctx.story.audience.children),
    statChangesPart(req),
    req.newMilestones.length ? `Settled this turn (weave them in naturally):\n${req.newMilestones.map((m) => `- ${m.outcome} → ${m.text}`).join('\n')}` : '',
    req.thread ? threadPart(req.thread, req.plan.optionMode) : '',
    req.switch ? switchPart(req.switch) : '',
    req.scene ? sceneSheet(req.scene, req.plan.slot) : '',
    craftRules(req, name),
    [
      '## Rules for your answer',
      `- text: 5 or 6 paragraphs separated by one blank line ("\\n\\n"), no headings, lists or markdown. Second person, present tense, addressed to ${name} as "you" ("You push the door open", never "you pushed"); other characters in the third person with their pronouns.`,
      optionRules(req),
      imageRules(req),
      stateChangeRules(req),
      `- title: 2 to 6 words. summary: 1 or 2 sentences in the third person about what happens to ${name} in this beat (the story's memory of it). plan: one sentence on what this beat sets up.`,
    ].join('\n'),
  ];
  return parts.filter((p) => p !== '').join('\n\n');
}
