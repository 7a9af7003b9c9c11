// Picks, renders and counts the captured narrator requests of `npm run prompts`: which requests a
// reviewer reads (setup, turns 1, 5 and 20, the ending, the first of every call), each as readable
// text, and their size in gpt-4o tokens (o200k_base, with the chat format's per-message tokens).
import { countTokens, encodeChat } from 'gpt-tokenizer/model/gpt-4o';
import type { CapturedRequest, PromptScenario } from './prompt-capture';

/** The seeded stories `npm run prompts` plays (the snapshot test plays shorter ones). */
export const PROMPT_SCENARIOS: PromptScenario[] = [
  { id: 'world-1p', world: 'deceptively-spacious', players: 1, turns: 25, seed: 'prompts-1' },
  { id: 'world-3p', world: 'deceptively-spacious', players: 3, turns: 25, seed: 'prompts-3' },
  { id: 'kids-1p', world: 'the-finders-of-button-hill', players: 1, turns: 25, seed: 'prompts-kids' },
  { id: 'clock-1p', world: 'the-redrawn-city', players: 1, turns: 25, seed: 'prompts-clock' },
  { id: 'learn-3p', world: 'what-the-river-knows', players: 3, turns: 25, seed: 'prompts-learn' },
  { id: 'prompt-1p', prompt: { text: 'A lighthouse keeper finds a message in a bottle that was written tomorrow.', category: 'enjoy-fiction' }, players: 1, turns: 25, seed: 'prompts-prompt' },
];

/** Shorter stories whose reviewed requests are kept as snapshots beside the prompt builders (`prompt-snapshots.test.ts`). */
export const SNAPSHOT_SCENARIOS: PromptScenario[] = [
  { id: 'world-3p', world: 'deceptively-spacious', players: 3, turns: 10, seed: 'snapshot-3' },
  { id: 'kids-1p', world: 'the-finders-of-button-hill', players: 1, turns: 10, seed: 'snapshot-kids' },
  { id: 'learn-prompt-1p', prompt: { text: 'How bees make honey and why they dance.', category: 'learn-something' }, players: 1, turns: 5, seed: 'snapshot-learn' },
];

/** The turns whose every request is kept (besides setup, the ending and the first request of each call). */
export const REVIEW_TURNS = [1, 5, 20] as const;

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

const messagesOf = (r: CapturedRequest): Message[] => (r.body.messages as Message[]) ?? [];

/** A file name for a request: scenario-free, sortable, unique within its scenario. */
export function requestLabel(r: CapturedRequest): string {
  const turn = r.turn === 0 ? 'setup' : `turn-${String(r.turn).padStart(2, '0')}`;
  return [turn, r.call, r.subject, r.attempt > 1 ? `retry${r.attempt - 1}` : ''].filter(Boolean).join('-');
}

/** The requests a reviewer reads: setup, every request of the review turns and of the last turn, and the first of each call kind. */
export function selectForReview(all: readonly CapturedRequest[], turns: readonly number[] = REVIEW_TURNS): CapturedRequest[] {
  const last = Math.max(0, ...all.map((r) => r.turn));
  const firsts = new Set<CapturedRequest>();
  const seen = new Set<string>();
  for (const r of all) {
    if (!seen.has(r.call)) firsts.add(r);
    seen.add(r.call);
  }
  return all.filter((r) => r.turn === 0 || r.turn === last || turns.includes(r.turn) || firsts.has(r));
}

/** A request as text a person reads: each message under its role, then the request's other fields. */
export function renderRequest(r: CapturedRequest): string {
  const { messages: _m, response_format: format, ...rest } = r.body as Record<string, unknown>;
  const name = (format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ?? '';
  const parts = messagesOf(r).map((m) => `===== ${m.role} =====\n${m.content}`);
  parts.push(`===== request =====\n${JSON.stringify({ ...rest, response_format: name ? `json_schema ${name}` : undefined }, null, 2)}`);
  return `${parts.join('\n\n')}\n`;
}

/**
 * A request as a snapshot file: like {@link renderRequest}, but a system message equal to the
 * scenario's shared one (every call of a story after setup) is named instead of repeated.
 */
export function renderForSnapshot(r: CapturedRequest, sharedSystem: string): string {
  const text = renderRequest(r);
  const system = messagesOf(r).find((m) => m.role === 'system')?.content;
  return system === sharedSystem ? text.replace(`===== system =====\n${system}`, '===== system =====\n(the story\'s system message: system.txt)') : text;
}

/** The system message most of a scenario's requests share (the story's World prefix). */
export function sharedSystemOf(requests: readonly CapturedRequest[]): string {
  const counts = new Map<string, number>();
  for (const r of requests) {
    const s = messagesOf(r).find((m) => m.role === 'system')?.content ?? '';
    counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** Token counts of a request: its chat messages as gpt-4o reads them, each message alone, and its output schema. */
export function tokensOf(r: CapturedRequest): { total: number; system: number; user: number; schema: number } {
  const messages = messagesOf(r);
  const sum = (role: string) => messages.filter((m) => m.role === role).reduce((n, m) => n + countTokens(m.content), 0);
  const format = r.body.response_format as { json_schema?: { schema?: unknown } } | undefined;
  return {
    total: encodeChat(messages, 'gpt-4o').length,
    system: sum('system'),
    user: sum('user') + sum('assistant'),
    schema: format?.json_schema?.schema ? countTokens(JSON.stringify(format.json_schema.schema)) : 0,
  };
}

/** The token table of the reviewed requests (Markdown), one row per request. */
export function tokenTable(requests: readonly CapturedRequest[]): string {
  const rows = requests.map((r) => {
    const t = tokensOf(r);
    return `| ${r.scenario} | ${r.turn === 0 ? 'setup' : r.turn} | ${r.call} | ${r.subject || '-'} | ${r.attempt} | ${t.system} | ${t.user} | ${t.total} | ${t.schema} |`;
  });
  return ['| scenario | turn | call | for | attempt | system | user | chat total | output schema |', '|---|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}
