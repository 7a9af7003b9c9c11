// `npm run prompts -- --out DIR [--only world-1p,kids-1p]`
// Plays the seeded stories of PROMPT_SCENARIOS with the model narrator against the local fake of
// the OpenAI protocol and writes the exact requests a reviewer reads (setup, turns 1, 5 and 20, the
// ending, the first request of every call) to DIR/<scenario>/<label>.json (the body as sent) and
// .txt (readable), plus DIR/tokens.md: every request's size in gpt-4o tokens.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setLogLevel } from '../src/util/log';
import { captureScenario, type CapturedRequest } from '../testing/prompt-capture';
import { PROMPT_SCENARIOS, renderRequest, requestLabel, selectForReview, tokenTable } from '../testing/prompt-report';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'prompts-out' }, only: { type: 'string' } } });
const out = resolve(values.out ?? 'prompts-out');
const only = values.only ? new Set(values.only.split(',')) : null;
const scenarios = PROMPT_SCENARIOS.filter((s) => !only || only.has(s.id));
if (scenarios.length === 0) {
  console.error(`No scenario matches --only; the scenarios are ${PROMPT_SCENARIOS.map((s) => s.id).join(', ')}.`);
  process.exit(1);
}
setLogLevel('error');

const reviewed: CapturedRequest[] = [];
for (const s of scenarios) {
  const all = await captureScenario(s);
  const picked = selectForReview(all);
  const dir = join(out, s.id);
  mkdirSync(dir, { recursive: true });
  for (const r of picked) {
    const label = requestLabel(r);
    writeFileSync(join(dir, `${label}.json`), `${JSON.stringify(r.body, null, 2)}\n`);
    writeFileSync(join(dir, `${label}.txt`), renderRequest(r));
  }
  reviewed.push(...picked);
  const turns = Math.max(...all.map((r) => r.turn));
  console.log(`${s.id}: ${all.length} requests over ${turns} turns, ${picked.length} written to ${dir}`);
}
const table = tokenTable(reviewed);
writeFileSync(join(out, 'tokens.md'), `# Narrator requests in gpt-4o tokens (o200k_base)\n\n${table}\n`);
console.log(`\n${table}`);
