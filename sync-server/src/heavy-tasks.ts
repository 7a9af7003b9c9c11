/**
 * The CPU-heavy work a request can start, as it runs in the threads of the work pool (issue 26.1):
 * reading an uploaded zip (inflating, parsing, checking every World and picture), rebuilding an
 * SVG picture, replaying a solo story played offline, and the offline Worldbuilding Assistant's
 * drafts. The request thread reaches these only through work/heavy-work.ts; architecture.test.ts
 * fails on any other file that imports the functions behind them.
 *
 * This is the threads' entry, as main.ts is the server's: it composes the features' heavy code,
 * so it stands above them, and work/ (the pool) knows none of them. `runHeavy`'s task names,
 * inputs and answers are this table's, declared onto work/heavy-work.ts's `HeavyTasks` below.
 *
 * Every answer is data (structured-cloneable): a refusal is an answer, not a thrown error.
 */
import { replayOfflineStory, type Narrator, type ReplayResult, type SectionContext, type SectionUpdate, type WorldSection } from '@engine';
import type { Template } from '@schemas';
import type { DraftRequest, IterateRequest } from './assistant/assistant';
import { proceduralDraft, proceduralIterate, proceduralSection } from './assistant/procedural-drafting';
import { sanitiseSvg, type SvgSanitised } from './images/svg-sanitise';
import type { NarratorRef, ReplayInput } from './stories/offline-upload';
import { ZipRefusal } from './zip/archive-reader';
import { readArchive } from './zip/import-read';
import type { UploadRead } from './zip/import-result';
import type { ZipLimits } from './zip/zip-limits';
import { taskRunner } from './work/work-task-runner';

async function narratorOf(ref: NarratorRef): Promise<Narrator> {
  const mod = (await import(ref.module)) as Record<string, (...args: unknown[]) => Narrator>;
  const make = mod[ref.exportName];
  if (!make) throw new Error(`[work] ${ref.module} has no export ${ref.exportName}`);
  return make(...(ref.args ?? []));
}

/** The tasks, by name. */
export const HEAVY_TASKS = {
  /**
   * Reads an uploaded zip from the request body as it came (handed over, not copied): the multipart
   * form is parsed here too, then the archive is opened, checked and read. Answers the form's text
   * fields with the read, or `noFile` when the form has no file in `field`.
   */
  readUpload: async (input: { body: ArrayBuffer; contentType: string; field: string; limits: ZipLimits; notZipMessage: string; maxWorlds: number }): Promise<UploadRead> => {
    let form: FormData;
    try {
      form = await new Response(input.body, { headers: { 'content-type': input.contentType } }).formData();
    } catch {
      return { fields: {}, read: 'noFile' };
    }
    const fields = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
    const file = form.get(input.field);
    if (!(file instanceof Blob) || typeof file === 'string') return { fields, read: 'noFile' };
    try {
      return { fields, read: { ok: true, read: await readArchive(new Uint8Array(await file.arrayBuffer()), input.limits, input.notZipMessage, input.maxWorlds) } };
    } catch (error) {
      if (error instanceof ZipRefusal) return { fields, read: { ok: false, message: error.message, limit: error.limit } };
      throw error;
    }
  },
  /** Rebuilds an SVG picture from the allowlist. */
  sanitiseSvg: (input: { bytes: Uint8Array }): SvgSanitised => sanitiseSvg(input.bytes),
  /** Replays a solo story played offline, comparing each beat with the device's digest. */
  replayOffline: async (input: ReplayInput): Promise<ReplayResult> => {
    const deadline = Date.now() + input.budgetMs;
    return replayOfflineStory(input.template, input.inputs, {
      expected: input.expected,
      creatorId: input.creatorId,
      ...(input.narrator ? { narrator: await narratorOf(input.narrator) } : {}),
      outOfTime: () => Date.now() > deadline,
    });
  },
  /** The offline assistant's draft of a World. */
  assistantDraft: (input: { request: DraftRequest; id: string; now: string }): Template => proceduralDraft(input.request, input.id, input.now),
  /** The offline assistant's iteration of chosen sections. */
  assistantIterate: (input: { request: IterateRequest }): SectionUpdate => proceduralIterate(input.request),
  /** One section written offline (the model assistant's fallback). */
  assistantSection: (input: { section: WorldSection; context: SectionContext }): SectionUpdate => proceduralSection(input.section, input.context),
};

/** The task table's type. */
type HeavyTaskTable = typeof HEAVY_TASKS;

declare module './work/heavy-work' {
  /** The tasks `runHeavy` may name, with their inputs and answers: this file's table. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the table's members, added onto work/'s registry
  interface HeavyTasks extends HeavyTaskTable {}
}

export default taskRunner(HEAVY_TASKS);
