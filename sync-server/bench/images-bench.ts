// Images benchmark (npm run bench:images): the offline illustrator's time and size per picture
// over every seeded World's covers, elements and identity portraits and the beat pictures of
// stories played with images on; the image route's latency under 200 concurrent requests against
// a real server process on PGlite and PostgreSQL; and, for a 10-beat story whose pictures come
// from a fake image model taking 2 s a picture, the time from a beat shown to all its pictures
// ready (parallel within IMAGE_CONCURRENCY).
//   npm run bench:images [-- --engines pglite,postgres --requests 4000 --skip-route --skip-story]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createProceduralNarrator, illustrate, type IllustrationKind } from '@engine';
import type { ClientStoryState, ImageReference, PlayerSlot, TemplateMetadata } from '@schemas';
import { configSchema } from '../src/config';
import { openDb } from '../src/db/open-db';
import { createOpenAiIllustrator } from '../src/images/openai-illustrator';
import { startServer } from '../src/server';
import { startFakeOpenAi } from '../testing/fake-openai';
import { awaitingChoice, joinWithCode, selectCharacters, waitForStatus } from '../testing/play-over-socket';
import { startPostgres } from '../testing/postgres-server';
import { startServerProcess } from '../testing/server-process';
import { apiCaller } from '../testing/test-server';
import { allEntries, type GalleryEntry } from './illustrator-requests';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    requests: { type: 'string', default: '4000' },
    concurrency: { type: 'string', default: '200' },
    'picture-ms': { type: 'string', default: '2000' },
    'skip-route': { type: 'boolean', default: false },
    'skip-story': { type: 'boolean', default: false },
  },
});

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

type Row = { what: string; n: number; p50: string; p99: string; max: string; bar: string };

function measure(entries: readonly GalleryEntry[], rounds: number): { ms: number[]; bytes: number[] } {
  const ms: number[] = [];
  const bytes: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const e of entries) {
      const t0 = performance.now();
      const pic = illustrate(e.request);
      ms.push(performance.now() - t0);
      bytes.push(new TextEncoder().encode(pic.svg).length);
    }
  }
  return { ms, bytes };
}

async function main(): Promise<void> {
  // Three beats per World with images on, then the same requests under a second seed each: a few hundred pictures.
  const base = await allEntries(4);
  const entries = [...base, ...base.map((e) => ({ ...e, request: { ...e.request, seed: `${e.request.seed}/again` } }))];
  // Warm up the JIT.
  measure(entries.slice(0, 60), 2);
  const load = loadavg()[0] ?? 0;
  const all = measure(entries, 3);
  const rows: Row[] = [];
  const kinds: IllustrationKind[] = ['cover', 'element', 'portrait', 'scene'];
  const fmtMs = (x: number): string => `${x.toFixed(2)} ms`;
  const fmtKb = (x: number): string => `${(x / 1024).toFixed(1)} KB`;
  rows.push({ what: 'illustrator, all pictures: time', n: all.ms.length, p50: fmtMs(pct(all.ms, 50)), p99: fmtMs(pct(all.ms, 99)), max: fmtMs(Math.max(...all.ms)), bar: '< 5 ms' });
  rows.push({ what: 'illustrator, all pictures: bytes', n: all.bytes.length, p50: fmtKb(pct(all.bytes, 50)), p99: fmtKb(pct(all.bytes, 99)), max: fmtKb(Math.max(...all.bytes)), bar: '< 30 KB' });
  for (const k of kinds) {
    const subset = entries.filter((e) => e.request.kind === k);
    if (!subset.length) continue;
    const m = measure(subset, 3);
    rows.push({ what: `  ${k} (${subset.length} requests): time / bytes`, n: m.ms.length, p50: `${fmtMs(pct(m.ms, 50))} / ${fmtKb(pct(m.bytes, 50))}`, p99: `${fmtMs(pct(m.ms, 99))} / ${fmtKb(pct(m.bytes, 99))}`, max: `${fmtMs(Math.max(...m.ms))} / ${fmtKb(Math.max(...m.bytes))}`, bar: '' });
  }
  if (!values['skip-route']) {
    for (const engine of values.engines!.split(',') as ('pglite' | 'postgres')[]) {
      const r = await routeLatency(engine, Number(values.requests), Number(values.concurrency));
      rows.push({ what: `image route, ${r.concurrency} concurrent (${engine}): latency`, n: r.ms.length, p50: fmtMs(pct(r.ms, 50)), p99: `p95 ${fmtMs(pct(r.ms, 95))}, p99 ${fmtMs(pct(r.ms, 99))}`, max: fmtMs(Math.max(...r.ms)), bar: `${Math.round(r.ms.length / r.seconds)} req/s, ${r.errors} errors` });
    }
  }
  if (!values['skip-story']) {
    const r = await storyPictures(Number(values['picture-ms']));
    const perBeat = r.beats.map((b) => b.ms);
    rows.push({ what: `10-beat story, fake model ${r.pictureMs / 1000} s/picture: beat shown -> all its pictures ready`, n: perBeat.length, p50: fmtMs(pct(perBeat, 50)), p99: fmtMs(pct(perBeat, 99)), max: fmtMs(Math.max(...perBeat)), bar: `in parallel: ~${r.pictureMs / 1000} s a beat, not n x ${r.pictureMs / 1000} s` });
    rows.push({ what: '  pictures per beat (sequential would take)', n: perBeat.length, p50: `${pct(r.beats.map((b) => b.pictures), 50)} (${fmtMs(pct(r.beats.map((b) => b.pictures * r.pictureMs), 50))})`, p99: '', max: `${Math.max(...r.beats.map((b) => b.pictures))} (${fmtMs(Math.max(...r.beats.map((b) => b.pictures * r.pictureMs)))})`, bar: '' });
    rows.push({ what: '  story ready -> its 3 portraits ready', n: 1, p50: fmtMs(r.portraitsMs), p99: '', max: '', bar: `IMAGE_CONCURRENCY ${r.concurrency}` });
  }
  const styles = new Map<string, number>();
  for (const e of base) {
    const s = illustrate(e.request).style;
    styles.set(s, (styles.get(s) ?? 0) + 1);
  }
  console.log(`\nbench:images — ${entries.length} distinct requests (${base.length} from the seeded Worlds and their beats, each also under a second seed), 3 rounds; load average ${load.toFixed(2)}\n`);
  const cols: (keyof Row)[] = ['what', 'n', 'p50', 'p99', 'max', 'bar'];
  const width = (k: keyof Row): number => Math.max(String(k).length, ...rows.map((r) => String(r[k]).length));
  const line = (r: Record<string, unknown>): string => `| ${cols.map((k) => String(r[k]).padEnd(width(k))).join(' | ')} |`;
  console.log(line({ what: 'what', n: 'n', p50: 'p50', p99: 'p99', max: 'max', bar: 'bar' }));
  console.log(`|${cols.map((k) => '-'.repeat(width(k) + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(`\nstyles over the seeded Worlds' pictures: ${[...styles].map(([s, k]) => `${s} ${k}`).join(', ')}`);
}

/** p50/p95/p99 of the image route: `requests` GETs of the seeded Worlds' pictures, `concurrency` at a time, against a server process. */
async function routeLatency(engine: 'pglite' | 'postgres', requests: number, concurrency: number): Promise<{ ms: number[]; seconds: number; errors: number; concurrency: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-images-'));
  const pg = engine === 'postgres' ? await startPostgres() : null;
  // LOG_LEVEL info: the process is known to listen by its 'running at' line; seeding the pictures on a busy machine may take a while.
  const server = await startServerProcess({ LOG_LEVEL: 'info', DATA_DIR: dir, ...(pg ? { DATABASE_URL: pg.url } : {}) }, 300_000, { built: true });
  try {
    const api = apiCaller(server.url);
    const templates = ((await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    const urls: string[] = [];
    for (const t of templates) {
      const full = (await api.get(`/templates/full/${t.id}`)).body.data as { coverImage?: ImageReference; storyElements: { image?: ImageReference }[] };
      for (const ref of [full.coverImage, ...full.storyElements.map((e) => e.image)]) {
        if (ref?.status === 'ready') urls.push(`${server.url}/images/templates/${ref.sourceId}/${ref.subDirectory}/${ref.id}.${ref.fileType}?t=${ref.version ?? ''}`);
      }
    }
    process.stdout.write(`[route ${engine}] ${urls.length} pictures, ${requests} requests, ${concurrency} at a time...\n`);
    // Warm up the connections and the server.
    await Promise.all(urls.map((u) => fetch(u).then((r) => r.arrayBuffer())));
    const ms: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          const url = urls[next++ % urls.length]!;
          const t0 = performance.now();
          const res = await fetch(url);
          await res.arrayBuffer();
          ms.push(performance.now() - t0);
          if (res.status !== 200) errors++;
        }
      }),
    );
    return { ms, seconds: (performance.now() - started) / 1000, errors, concurrency };
  } finally {
    await server.kill('SIGTERM');
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A 10-beat story with images on, whose pictures come from a fake image model answering after
 * `pictureMs`: for each beat, the time from the beat reaching the player to all its pictures
 * ready. The player chooses only then, so beats do not share the model.
 */
async function storyPictures(pictureMs: number): Promise<{ beats: { ms: number; pictures: number }[]; portraitsMs: number; pictureMs: number; concurrency: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-story-images-'));
  const fake = await startFakeOpenAi({ images: () => ({ type: 'slow', ms: pictureMs, reply: { type: 'png', width: 64, height: 48 } }) });
  const config = configSchema.parse({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dir });
  const db = await openDb({ dataDir: dir });
  const server = await startServer(config, {
    db,
    distDir: '/nonexistent',
    narrator: createProceduralNarrator(),
    illustrator: createOpenAiIllustrator({ apiKey: 'bench', baseURL: fake.baseURL, model: 'gpt-image-1', timeoutMs: pictureMs * 10 }),
  });
  try {
    const api = apiCaller(server.url);
    const created = await api.post('/stories', { prompt: 'A lighthouse keeper finds a message in a bottle', playerCount: 1, maxTurns: 10, generateImages: true });
    const { storyId, codes } = created.body.data as { storyId: string; codes: Record<PlayerSlot, string> };
    await waitForStatus(api, storyId, 'ready');
    const readyAt = performance.now();
    const client = await joinWithCode(server.url, codes.player1, { checkRedaction: false });
    const settled = (state: ClientStoryState | null, ids: readonly string[]) => ids.every((id) => ['ready', 'failed'].includes(state?.images.find((i) => i.id === id)?.status ?? ''));
    const portraits = ['player1_0', 'player1_1', 'player1_2'];
    await client.waitFor((c) => settled(c.state, portraits), 60_000, 'portraits');
    const portraitsMs = performance.now() - readyAt;
    await selectCharacters([client]);
    const beats: { ms: number; pictures: number }[] = [];
    for (;;) {
      await client.waitFor((c) => !!c.state?.gameOver || awaitingChoice(c), 60_000, 'next beat');
      const shownAt = performance.now();
      const beat = client.latestBeat()!;
      const ids = [...beat.text.matchAll(/<image\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
      await client.waitFor((c) => settled(c.state, ids), 60_000, 'beat pictures');
      beats.push({ ms: performance.now() - shownAt, pictures: ids.length });
      process.stdout.write(`[story] beat ${beat.turn}: ${ids.length} picture(s) in ${Math.round(performance.now() - shownAt)} ms\n`);
      if (client.state?.gameOver) break;
      await client.request('make_choice', { optionIndex: beat.turn % 3, turn: beat.turn });
      await client.waitFor((c) => !!c.state?.gameOver || (c.latestBeat()?.turn ?? 0) > beat.turn, 60_000, 'next turn');
    }
    await client.close();
    return { beats, portraitsMs, pictureMs, concurrency: config.IMAGE_CONCURRENCY };
  } finally {
    await server.close();
    await db.close();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
