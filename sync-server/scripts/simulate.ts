// `npm run simulate -- --world <seed key | template id | file.json> --players 3 --turns 25 --seed 42`
// Plays a whole story through the engine and a narrator with seeded random choices, and prints
// a readable summary: beats, choices and how they resolved, outcomes and milestones, stats.
// Also: --prompt "..." [--category learn-something] for a prompt-built World; --full for the prose
// of player 1; --narrator openai to use the configured model (OPENAI_* variables).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createProceduralNarrator, createRng, type Narrator, type SetupRequest } from '@engine';
import { playOn, startStory, type Playthrough } from '../../engine/testing/story-driver';
import { storyCategorySchema, templateSchema, type Beat, type PlayerSlot, type Story, type Template } from '@schemas';
import { SEED_WORLDS } from '../seeds/worlds/index';
import { createNarrator } from '../src/ai/narrator-factory';
import { parseConfig } from '../src/config';
import { seedTemplateId } from '../src/seeds/load-seeds';

const { values } = parseArgs({
  options: {
    world: { type: 'string' },
    prompt: { type: 'string' },
    category: { type: 'string', default: 'enjoy-fiction' },
    players: { type: 'string', default: '1' },
    turns: { type: 'string', default: '25' },
    seed: { type: 'string', default: '42' },
    narrator: { type: 'string', default: 'procedural' },
    full: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function loadWorld(ref: string): Template {
  const now = new Date().toISOString();
  const seeded = SEED_WORLDS.find((w) => w.seedKey === ref || seedTemplateId(w.seedKey) === ref);
  if (seeded) {
    const { seedKey, category: _c, ...input } = seeded;
    return templateSchema.parse({ ...input, id: seedTemplateId(seedKey), createdAt: now, updatedAt: now });
  }
  try {
    return templateSchema.parse(JSON.parse(readFileSync(ref, 'utf8')));
  } catch (err) {
    const keys = SEED_WORLDS.map((w) => w.seedKey).join(', ');
    fail(`No World "${ref}": give a seed key (${keys}), a template id, or a template JSON file.\n${err instanceof Error ? err.message : ''}`);
  }
}

const players = Number(values.players);
const turns = Number(values.turns);
if (!Number.isInteger(players) || players < 1 || players > 6) fail('--players must be 1 to 6');
if (!Number.isInteger(turns) || turns < 5 || turns > 50 || turns % 5 !== 0) fail('--turns must be 5 to 50 in steps of 5');

let narrator: Narrator = createProceduralNarrator();
if (values.narrator === 'openai') {
  const parsed = parseConfig(process.env);
  if (!parsed.ok) fail(parsed.message);
  if (!parsed.config.OPENAI_API_KEY) fail('--narrator openai needs OPENAI_API_KEY (and OPENAI_BASE_URL / OPENAI_MODEL as needed)');
  narrator = createNarrator(parsed.config);
}

let request: SetupRequest;
if (values.prompt) {
  const category = storyCategorySchema.safeParse(values.category);
  if (!category.success) fail(`--category must be one of ${storyCategorySchema.options.join(', ')}`);
  request = { kind: 'prompt', prompt: values.prompt, category: category.data, playerCount: players, maxTurns: turns };
} else {
  const template = loadWorld(values.world ?? SEED_WORLDS[0]!.seedKey);
  if (players < template.playerCountMin || players > template.playerCountMax) {
    const range = template.playerCountMin === template.playerCountMax ? `${template.playerCountMax}` : `${template.playerCountMin}-${template.playerCountMax}`;
    fail(`"${template.title}" is for ${range} player${template.playerCountMax === 1 ? '' : 's'}; try --players ${template.playerCountMax}, or --prompt "..." for a World made for more.`);
  }
  request = { kind: 'template', template, playerCount: players, maxTurns: turns };
}

const seed = `simulate-${values.seed}`;
const rng = createRng(seed);
let clock = Date.parse('2026-01-01T09:00:00Z');
const now = () => new Date((clock += 60_000)).toISOString();

const statHistory = new Map<string, (number | string)[]>();
const recordStats = (story: Story) => {
  for (const slot of Object.keys(story.players) as PlayerSlot[]) {
    for (const v of story.players[slot]!.statValues) {
      const key = `${slot} ${v.statId}`;
      statHistory.set(key, [...(statHistory.get(key) ?? []), Array.isArray(v.value) ? v.value.length : typeof v.value === 'boolean' ? Number(v.value) : v.value]);
    }
  }
};
let played: Playthrough;
let setupFallbacks = 0;
try {
  const started = await startStory(narrator, request, seed, {
    storyId: 'simulated',
    now,
    character: () => ({ identityIndex: rng.int(0, 2), backgroundIndex: rng.int(0, 2) }),
  });
  setupFallbacks = started.fallbacks.length;
  // Stats are sampled before each turn: after character selection, then after each round of choices.
  played = await playOn(narrator, started, Infinity, { now, choose: () => rng.int(0, 2), chooseOnLastTurn: true, beforeTurn: recordStats });
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const story = played.story;
const slots = Object.keys(story.players) as PlayerSlot[];
const log = played.actions;
const fallbacks = played.fallbacks.length - setupFallbacks;

// ---- The summary ----
const RESOLUTION = { favorable: '✓ things go well', mixed: '~ mixed', unfavorable: '✗ things go wrong' } as const;
const describeChoice = (b: Beat): string => {
  if (b.choice < 0) return b.kind === 'ending' ? '(the end)' : '(no choice)';
  const o = b.options[b.choice]!;
  const what = `chose "${o.text}"`;
  if (o.optionType !== 'challenge' || !b.resolution || !b.resolutionDetails) return `${what} — a path`;
  const d = b.resolutionDetails;
  const extra = o.resourceType === 'normal' ? '' : `, ${o.resourceType}`;
  return `${what} — ${o.riskType}${extra}, ${d.points >= 0 ? '+' : ''}${d.points} points → ${d.distribution.favorable}/${d.distribution.mixed}/${d.distribution.unfavorable}, roll ${Math.floor(d.roll)}: ${RESOLUTION[b.resolution]}`;
};
const name = (slot: PlayerSlot) => story.players[slot]!.name || slot;

console.log(`\n${story.title}`);
console.log(`${'='.repeat(story.title.length)}`);
console.log(`${players} player(s), ${story.maxTurns} turns, ${story.gameMode}, difficulty ${story.difficultyLevel.title}, seed ${values.seed}, narrator ${narrator.name}${fallbacks ? ` (${fallbacks} fallback(s))` : ''}\n`);
for (const slot of slots) {
  const p = story.players[slot]!;
  const bg = p.possibleCharacterBackgrounds[p.backgroundChoice]?.title ?? '';
  console.log(`  ${slot}  ${p.name} (${p.pronouns.personal}/${p.pronouns.object}) — ${bg}`);
}
for (let turn = 1; turn <= story.currentTurn; turn++) {
  console.log(`\nTurn ${turn}`);
  for (const slot of slots) {
    const b = story.players[slot]!.beatHistory.find((x) => x.turn === turn);
    if (b) console.log(`  ${name(slot).padEnd(18)} [${b.kind}] "${b.title}" — ${describeChoice(b)}`);
  }
}
console.log('\nOutcomes');
const outcomeLines = (label: string, outcomes: Story['sharedOutcomes']) => {
  for (const o of outcomes) {
    console.log(`  [${label}] ${o.question} (${o.milestones.length}/${o.intendedNumberOfMilestones} milestones)`);
    for (const m of o.milestones) console.log(`      • ${m}`);
  }
};
outcomeLines('shared', story.sharedOutcomes);
for (const slot of slots) outcomeLines(name(slot), story.players[slot]!.outcomes);
console.log('\nStats over the story');
const statName = new Map([...story.world.playerStats, ...story.world.sharedStats].map((s) => [s.id, s.name]));
for (const [key, series] of statHistory) {
  const [slot, statId] = key.split(' ') as [PlayerSlot, string];
  const shown = series.filter((v, i) => i === 0 || v !== series[i - 1]);
  console.log(`  ${name(slot).padEnd(18)} ${(statName.get(statId) ?? statId).padEnd(22)} ${shown.join(' → ')}`);
}
console.log(`\nGame over: ${story.gameOver ? 'yes' : 'no'} after ${story.currentTurn} of ${story.maxTurns} turns; ${log.length} actions in the log.`);
if (values.full) {
  console.log(`\n---- ${name('player1')}'s story ----`);
  for (const b of story.players.player1!.beatHistory) console.log(`\n## ${b.title}\n\n${b.text}\n\n> ${describeChoice(b)}`);
}
