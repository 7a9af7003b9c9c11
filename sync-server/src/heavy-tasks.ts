/**
 * The CPU-heavy work a request can start, as it runs in the threads of the work pool (issue 26.1):
 * reading an uploaded zip (inflating, parsing, checking every World and picture), reading an
 * uploaded picture (its form, then the one picture check), rebuilding an SVG picture, replaying a
 * solo story played offline, and the offline Worldbuilding Assistant's drafts. The request thread reaches these only through work/heavy-work.ts; architecture.test.ts
 * fails on any other file that imports the functions behind them.
 *
 * This is the threads' entry, as main.ts is the server's: it composes the features' heavy code,
 * so it stands above them, and work/ (the pool) knows none of them. `runHeavy`'s task names,
 * inputs and answers are this table's, declared onto work/heavy-work.ts's `HeavyTasks` below.
 *
 * Every answer is data (structured-cloneable): a refusal is an answer, not a thrown error. The
 * pictures an upload's answer carries are handed back to the request thread, not copied (`moved`).
 */
import { replayOfflineStory, type Narrator, type ReplayResult, type SectionContext, type SectionUpdate, type WorldSection } from '@engine';
import type { Template } from '@schemas';
import type { DraftRequest, IterateRequest } from './assistant/assistant';
import { proceduralDraft, proceduralIterate, proceduralSection } from './assistant/procedural-drafting';
import { joinUploadBody, type UploadBody } from './http/upload-parts';
import { sanitiseSvg, type SvgSanitised } from './images/svg-sanitise';
import { checkUploadedFile, type PictureUploadRead } from './images/uploaded-picture';
import type { NarratorRef, ReplayInput } from './stories/offline-upload';
import { ZipRefusal } from './zip/archive-reader';
import { readArchive } from './zip/import-read';
import type { UploadRead } from './zip/import-result';
import type { ZipLimits } from './zip/zip-limits';
import { moved, taskRunner } from './work/work-task-runner';

async function narratorOf(ref: NarratorRef): Promise<Narrator> {
  const mod = (await import(ref.module)) as Record<string, (...args: unknown[]) => Narrator>;
  const make = mod[ref.exportName];
  if (!make) throw new Error(`[work] ${ref.module} has no export ${ref.exportName}`);
  return make(...(ref.args ?? []));
}

/** A multipart form as it came (the request body's chunks, handed over): its text fields, and its files by name; null when it is no form. */
async function readForm(body: UploadBody, contentType: string): Promise<{ fields: Record<string, string>; form: FormData } | null> {
  let form: FormData;
  try {
    form = await new Response(joinUploadBody(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  return { fields: Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string')), form };
}

/** The tasks, by name. */
export const HEAVY_TASKS = {
  /**
   * Reads an uploaded zip from the request body as it came (its chunks handed over, not copied): the multipart
   * form is parsed here too, then the archive is opened, checked and read. Answers the form's text
   * fields with the read (its pictures' bytes handed back, not copied), or `noFile` when the form
   * has no file in `field`.
   */
  readUpload: async (input: { body: UploadBody; contentType: string; field: string; limits: ZipLimits; notZipMessage: string; maxWorlds: number }): Promise<UploadRead> => {
    const read = await readForm(input.body, input.contentType);
    if (!read) return { fields: {}, read: 'noFile' };
    const { fields, form } = read;
    const file = form.get(input.field);
    if (!(file instanceof Blob) || typeof file === 'string') return { fields, read: 'noFile' };
    try {
      const archive = await readArchive(new Uint8Array(await file.arrayBuffer()), input.limits, input.notZipMessage, input.maxWorlds);
      return moved({ fields, read: { ok: true, read: archive } }, archive.worlds.flatMap((w) => w.pictures.map((p) => p.picture.bytes)));
    } catch (error) {
      if (error instanceof ZipRefusal) return { fields, read: { ok: false, message: error.message, limit: error.limit } };
      throw error;
    }
  },
  /**
   * Reads a picture upload (spec 2 §7 POST /templates/{id}/files) from the request body as it came:
   * the multipart form, then its `file` through the one picture check (type by its bytes, an SVG
   * rebuilt from the allowlist). The checked bytes are handed back, not copied.
   */
  readPictureUpload: async (input: { body: UploadBody; contentType: string }): Promise<PictureUploadRead> => {
    const read = await readForm(input.body, input.contentType);
    if (!read) return { fields: {}, file: null };
    const file = read.form.get('file');
    if (!(file instanceof File) || file.size === 0) return { fields: read.fields, file: null };
    const check = checkUploadedFile(new Uint8Array(await file.arrayBuffer()));
    return moved({ fields: read.fields, file: { name: file.name, check } }, check.ok ? [check.picture.bytes] : []);
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
