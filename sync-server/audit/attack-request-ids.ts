// Issue 13.1: a requestId reused by another caller must be a fresh request, never a window onto
// the first caller's story and its join codes. Two callers (own address, own cookies or realtime
// session) send the same requestId to each door that creates a story.
import { randomUUID } from 'node:crypto';
import type { ResponseMessage } from '@schemas';
import { AuditCaller, gameSocketFrom, type AttackRow } from './audit-client';
import type { AuditContext } from './audit-context';

const TRIALS = 5;

type Created = { storyId?: string; codes?: Record<string, string> };

/** Whether what the second caller got shows anything of the first caller's story. */
function leaks(first: Created | undefined, secondText: string): boolean {
  if (!first?.storyId) return false;
  return secondText.includes(first.storyId) || Object.values(first.codes ?? {}).some((code) => secondText.includes(code));
}

/** The four doors, TRIALS times each. */
export async function requestIdAttacks(ctx: AuditContext): Promise<AttackRow[]> {
  const rows: AttackRow[] = [];
  const world = ctx.world;
  const http = async (path: string, bodyOf: (i: number) => Record<string, unknown>) => {
    let successes = 0;
    let fiveHundreds = 0;
    for (let t = 0; t < TRIALS; t++) {
      const requestId = randomUUID();
      const first = new AuditCaller(ctx.url, ctx.addresses.next());
      const second = new AuditCaller(ctx.url, ctx.addresses.next());
      const a = await first.send('POST', path, { ...bodyOf(0), requestId });
      const b = await second.send('POST', path, { ...bodyOf(1), requestId });
      fiveHundreds += [a, b].filter((r) => r.status >= 500).length;
      if (leaks(a.json?.data as Created | undefined, b.text)) successes++;
    }
    rows.push({ attack: `1 shared requestId: POST ${path}`, attempts: TRIALS, successes, fiveHundreds });
  };
  await http('/stories', (i) => ({ prompt: i === 0 ? 'A lighthouse keeper finds a letter' : 'A heist in a library', playerCount: 2 }));
  // The same body from both callers: the second must still get a story of its own.
  const fromWorld = { templateId: world.id, playerCount: world.playerCountMin, maxTurns: world.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } };
  await http('/stories/template', () => fromWorld);

  const socket = async (type: 'initialize_story' | 'initialize_from_template', bodyOf: (i: number) => Record<string, unknown>) => {
    let successes = 0;
    let fiveHundreds = 0;
    for (let t = 0; t < TRIALS; t++) {
      const requestId = randomUUID();
      const first = await gameSocketFrom(ctx.url, ctx.addresses.next());
      const second = await gameSocketFrom(ctx.url, ctx.addresses.next());
      const a = await first.request(type, bodyOf(0), requestId);
      const b = await second.request(type, bodyOf(1), requestId);
      fiveHundreds += [a, b].filter((r: ResponseMessage) => r.errorMessage === 'An unexpected server error occurred.').length;
      // Everything the second socket heard: the reply and any story_codes_notification.
      if (leaks(a.data as Created | undefined, JSON.stringify(second.received))) successes++;
      await Promise.all([first.close(), second.close()]);
    }
    rows.push({ attack: `1 shared requestId: socket ${type}`, attempts: TRIALS, successes, fiveHundreds });
  };
  await socket('initialize_story', (i) => ({ prompt: i === 0 ? 'A lighthouse keeper finds a letter' : 'A heist in a library', playerCount: 2 }));
  await socket('initialize_from_template', () => fromWorld);
  return rows;
}
