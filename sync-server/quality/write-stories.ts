// `npm run stories -- --out DIR`: plays every story of the quality set (the same seeded set as
// `npm run quality`) with the procedural narrator and writes each as one plain text file a reader
// can read (sync-server/quality/READERS.md): the title, then every player's beats in turn order,
// each with its options and the one chosen (and, for a challenge, how it went). `--only <text>`
// writes only the stories whose id contains it. `--prompt <text> --category <card> [--field k=v]
// [--players n]` writes one story from a prompt of no set (the panel also reads those). Readers
// see these files and nothing else.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { assemblePrompt, createProceduralNarrator } from '@engine';
import type { StoryCategory } from '@schemas';
import { playStory } from '../../engine/testing/index';
import { renderStory } from './render-story';
import { qualityStories, type QualityStory } from './story-set';

const { values } = parseArgs({
  options: { out: { type: 'string' }, only: { type: 'string' }, prompt: { type: 'string' }, category: { type: 'string' }, field: { type: 'string', multiple: true }, players: { type: 'string' }, seed: { type: 'string' } },
});
if (!values.out) {
  console.error('Usage: npm run stories -- --out DIR [--only <id part>] [--prompt <text> --category <card> [--field key=value] [--players n] [--seed s]]');
  process.exit(2);
}
const out = values.out;
mkdirSync(out, { recursive: true });

/** The file name of a story: its id with slashes as double dashes ('read-with-kids--robot-moon--1p.txt'). */
export function fileNameOf(q: QualityStory): string {
  return `${q.id.replace(/\//g, '--')}.txt`;
}

/** One story from a prompt given on the command line. */
function adHoc(): QualityStory[] {
  if (!values.prompt) return [];
  const category = (values.category ?? 'flexible') as StoryCategory;
  const fields = Object.fromEntries((values.field ?? []).map((f) => [f.split('=')[0] ?? '', f.slice(f.indexOf('=') + 1)]));
  const players = Number(values.players ?? 1);
  const text = assemblePrompt(category, fields, values.prompt);
  const slug = values.prompt.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 40).replace(/-+$/, '');
  return [{ id: `${category}/${slug}/${players}p`, kind: 'prompt', category, seed: values.seed ?? `adhoc-${slug}`, players, maxTurns: 25, gameMode: 'Cooperative', prompt: { text, category, promptText: values.prompt, fields } }];
}

const stories = values.prompt ? adHoc() : qualityStories().filter((s) => !values.only || s.id.includes(values.only));
for (const q of stories) {
  const { story } = await playStory({
    seed: q.seed,
    playerCount: q.players,
    maxTurns: q.maxTurns,
    gameMode: q.gameMode,
    narrator: createProceduralNarrator(),
    ...(q.world ? { world: q.world } : {}),
    ...(q.prompt ? { prompt: { text: q.prompt.text, category: q.prompt.category } } : {}),
  });
  const file = join(out, fileNameOf(q));
  writeFileSync(file, renderStory(story, q));
  console.log(file);
}
