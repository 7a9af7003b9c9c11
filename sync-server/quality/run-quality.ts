// `npm run quality`: plays the fixed, seeded set of stories (every bundled World with 1 and 3
// players, thirty prompt stories across the six categories) to the end with the procedural
// narrator, prints one row per story and a total with every metric of issue 20, and exits
// non-zero when a goal is missed. `-- --only <text>` plays only the stories whose id contains it.
import { parseArgs } from 'node:util';
import { measureStory, type StoryMetrics } from './measure';
import { renderReport } from './report';
import { qualityStories } from './story-set';

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const started = performance.now();
const stories = qualityStories().filter((s) => !values.only || s.id.includes(values.only));
const results: StoryMetrics[] = [];
for (const s of stories) results.push(await measureStory(s));
const { text, ok } = renderReport(results, (performance.now() - started) / 1000);
console.log(text);
process.exit(ok ? 0 : 1);
