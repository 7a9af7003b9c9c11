// `npm run quality`: plays the fixed, seeded set of stories (every bundled World with 1 and 3
// players, thirty prompt stories across the six categories) to the end with the procedural
// narrator, prints one row per story and a total with every metric of issue 20, and exits
// non-zero when a goal is missed. `-- --only <text>` plays only the stories whose id contains it;
// `-- --jobs <n>` sets how many processes share the work (default: one per core, at most 4).
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { measureStory, type StoryMetrics } from './measure';
import { renderReport } from './report';
import { qualityStories } from './story-set';

const { values } = parseArgs({ options: { only: { type: 'string' }, jobs: { type: 'string' }, shard: { type: 'string' } } });
const started = performance.now();
const stories = qualityStories().filter((s) => !values.only || s.id.includes(values.only));

async function measureAll(list: typeof stories): Promise<StoryMetrics[]> {
  const out: StoryMetrics[] = [];
  for (const s of list) out.push(await measureStory(s));
  return out;
}

// Tagging with compromise is CPU-bound: each shard is a child process measuring every n-th story;
// the report is the same whatever the number of shards (every story is seeded).
function runShards(jobs: number): Promise<StoryMetrics[]> {
  const shards = Array.from({ length: jobs }, (_, i) =>
    new Promise<StoryMetrics[]>((resolve, reject) => {
      const args = ['--shard', `${i}/${jobs}`, ...(values.only ? ['--only', values.only] : [])];
      const child = fork(import.meta.filename, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      let got: StoryMetrics[] | null = null;
      child.on('message', (m) => (got = m as StoryMetrics[]));
      child.on('error', reject);
      child.on('exit', (code) => (got && code === 0 ? resolve(got) : reject(new Error(`quality shard ${i}/${jobs} exited with ${code}`))));
    }),
  );
  return Promise.all(shards).then((parts) => {
    const byId = new Map(parts.flat().map((r) => [r.id, r]));
    return stories.map((s) => byId.get(s.id) as StoryMetrics);
  });
}

if (values.shard) {
  const [i = 0, n = 1] = values.shard.split('/').map(Number);
  const results = await measureAll(stories.filter((_, k) => k % n === i));
  process.send?.(results, () => process.exit(0));
} else {
  const jobs = Math.max(1, Math.min(Number(values.jobs ?? Math.min(4, availableParallelism())), stories.length));
  const results = jobs === 1 ? await measureAll(stories) : await runShards(jobs);
  const { text, ok } = renderReport(results, (performance.now() - started) / 1000);
  console.log(text);
  process.exit(ok ? 0 : 1);
}
