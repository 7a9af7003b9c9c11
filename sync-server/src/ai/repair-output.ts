import { BASE_POINT_RANGES, type NarratorCall, type NarratorRequestOf } from '@engine';

/** A model answer after the repairs that needed no judgement, and what was repaired (for the log). */
export type Repaired = { value: unknown; repairs: string[] };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

const paragraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

// Sentence ends, not inside an image tag.
const sentences = (p: string): string[] => p.match(/(?:<image\b[^>]*\/?>\s*)?[^.!?…]+(?:[.!?…]+["”’)]*|$)\s*/g)?.map((s) => s.trim()).filter(Boolean) ?? [p];

/** Splits the longest paragraph (of two sentences or more) at the sentence boundary nearest its middle. */
function splitLongest(paras: string[]): string[] | null {
  let best = -1;
  for (let i = 0; i < paras.length; i++) if (sentences(paras[i] ?? '').length >= 2 && (best < 0 || (paras[i]?.length ?? 0) > (paras[best]?.length ?? 0))) best = i;
  if (best < 0) return null;
  const parts = sentences(paras[best] ?? '');
  const total = parts.reduce((n, s) => n + s.length, 0);
  let at = 1;
  let run = parts[0]?.length ?? 0;
  while (at < parts.length - 1 && run + (parts[at]?.length ?? 0) <= total / 2) run += parts[at++]?.length ?? 0;
  return [...paras.slice(0, best), parts.slice(0, at).join(' '), parts.slice(at).join(' '), ...paras.slice(best + 1)];
}

/** Joins the adjacent pair of paragraphs that is shortest together (never into the last paragraph an image tag). */
function mergeShortest(paras: string[]): string[] {
  let best = 0;
  for (let i = 1; i < paras.length - 1; i++) if ((paras[i]?.length ?? 0) + (paras[i + 1]?.length ?? 0) < (paras[best]?.length ?? 0) + (paras[best + 1]?.length ?? 0)) best = i;
  return [...paras.slice(0, best), `${paras[best] ?? ''} ${paras[best + 1] ?? ''}`, ...paras.slice(best + 2)];
}

function repairText(text: string, imagesOn: boolean, repairs: string[]): string {
  let t = text;
  if (!imagesOn && /<image\b/.test(t)) {
    t = t.replace(/<image\b[^>]*\/?>\s*/g, '');
    repairs.push('removed image placeholders (images are off)');
  }
  let paras = paragraphs(t);
  // Paragraphs separated by single line breaks.
  if (paras.length < 5) {
    const lines = t.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length >= 5 && lines.length <= 6) {
      paras = lines;
      repairs.push('paragraphs were separated by single line breaks');
    }
  }
  const from = paras.length;
  while (paras.length > 6) paras = mergeShortest(paras);
  while (paras.length < 5 && paras.length >= 3) {
    const split = splitLongest(paras);
    if (!split) break;
    paras = split;
  }
  if (paras.length !== from) repairs.push(`${from} paragraphs made ${paras.length}`);
  const joined = paras.join('\n\n');
  return joined === text ? text : joined;
}

function repairOptions(options: unknown[], req: NarratorRequestOf<'writeBeat'>, repairs: string[]): unknown[] {
  const ctx = req.context;
  const statIds = new Set([...ctx.world.sharedStats, ...ctx.world.playerStats].map((s) => s.id));
  let kept = options;
  if (kept.length > 3) {
    repairs.push(`kept the first 3 of ${kept.length} options`);
    kept = kept.slice(0, 3);
  }
  let resourceSeen = false;
  return kept.map((o, i) => {
    if (!isObj(o)) return o;
    const x: Obj = { ...o };
    if (x.optionType !== req.plan.optionMode && typeof x.optionType === 'string') {
      x.optionType = req.plan.optionMode;
      repairs.push(`option ${i + 1} made ${req.plan.optionMode}`);
    }
    const resource = x.resourceType === 'sacrifice' || x.resourceType === 'reward';
    if (resource && (x.optionType === 'exploration' || !req.plan.allowResource || resourceSeen)) {
      x.resourceType = 'normal';
      x.resourceStatChange = null;
      repairs.push(`option ${i + 1} made a normal option`);
    } else if (resource) resourceSeen = true;
    if (x.optionType === 'exploration') {
      if (x.basePoints !== 0 || x.riskType !== 'normal' || (Array.isArray(x.modifiersToSuccessRate) && x.modifiersToSuccessRate.length) || x.resourceStatChange) {
        Object.assign(x, { basePoints: 0, riskType: 'normal', modifiersToSuccessRate: [], resourceStatChange: null });
        repairs.push(`option ${i + 1}: exploration fields neutral`);
      }
      return x;
    }
    if (x.resourceType === 'normal' && x.resourceStatChange) {
      x.resourceStatChange = null;
      repairs.push(`option ${i + 1}: resourceStatChange dropped`);
    }
    const range = BASE_POINT_RANGES[(x.resourceType as keyof typeof BASE_POINT_RANGES) ?? 'normal'] ?? BASE_POINT_RANGES.normal;
    if (typeof x.basePoints === 'number' && (x.basePoints < range.min || x.basePoints > range.max)) {
      x.basePoints = clamp(Math.round(x.basePoints), range.min, range.max);
      repairs.push(`option ${i + 1}: basePoints kept in range`);
    }
    if (Array.isArray(x.modifiersToSuccessRate)) {
      const mods = x.modifiersToSuccessRate
        .filter((m) => isObj(m) && typeof m.statId === 'string' && statIds.has(m.statId))
        .slice(0, 3)
        .map((m) => (isObj(m) && typeof m.effect === 'number' ? { ...m, effect: clamp(Math.round(m.effect), -15, 15) } : m));
      if (JSON.stringify(mods) !== JSON.stringify(x.modifiersToSuccessRate)) repairs.push(`option ${i + 1}: modifiers on unknown stats dropped or effects kept in range`);
      x.modifiersToSuccessRate = mods;
    }
    return x;
  });
}

function repairBeat(value: Obj, req: NarratorRequestOf<'writeBeat'>, repairs: string[]): Obj {
  const out: Obj = { ...value };
  const imagesOn = req.context.story.generateImages;
  if (typeof out.text === 'string') out.text = repairText(out.text, imagesOn, repairs);
  if (Array.isArray(out.options)) out.options = repairOptions(out.options, req, repairs);
  const wanted = imagesOn ? 3 : 1;
  if (Array.isArray(out.interludes)) {
    let ils = out.interludes;
    if (ils.length > wanted) {
      repairs.push(`kept the first ${wanted} of ${ils.length} interludes`);
      ils = ils.slice(0, wanted);
    }
    if (!imagesOn) ils = ils.map((il) => (isObj(il) && (il.imageSource !== 'none' || il.imageId !== '') ? { ...il, imageId: '', imageSource: 'none' } : il));
    out.interludes = ils;
  }
  if (Array.isArray(out.imageRequests)) {
    if (!imagesOn && out.imageRequests.length) {
      out.imageRequests = [];
      repairs.push('image requests dropped (images are off)');
    } else {
      out.imageRequests = out.imageRequests.map((r) => {
        if (!isObj(r) || typeof r.caption !== 'string') return r;
        const words = r.caption.trim().split(/\s+/);
        if (words.length <= 6) return r;
        repairs.push('an image caption cut to six words');
        return { ...r, caption: words.slice(0, 6).join(' ') };
      });
    }
  }
  return out;
}

/**
 * Repairs the near-misses of a model answer that need no judgement, before a retry is spent on
 * them (issue 29): a beat of 4 or 7 paragraphs (the longest split at a sentence, the shortest
 * pair joined), paragraphs on single line breaks, a fourth option or interlude, numbers out of
 * range, exploration options with roll fields, a second sacrifice, image parts when images are
 * off, long captions; a thread plan with steps past its duration; a switch with a fourth choice;
 * milestone keys nobody asked for. The result is validated again like any answer.
 */
export function repairOutput<C extends NarratorCall>(call: C, value: unknown, request: NarratorRequestOf<C>): Repaired {
  const repairs: string[] = [];
  if (!isObj(value)) return { value, repairs };
  switch (call) {
    case 'writeBeat':
      return { value: repairBeat(value, request as NarratorRequestOf<'writeBeat'>, repairs), repairs };
    case 'planThread': {
      const { duration } = (request as NarratorRequestOf<'planThread'>).thread;
      const out: Obj = { ...value };
      if (Array.isArray(out.progression) && out.progression.length > duration) {
        repairs.push(`kept ${duration} of ${out.progression.length} steps`);
        out.progression = [...out.progression.slice(0, duration - 1), out.progression[out.progression.length - 1]];
      }
      if (Array.isArray(out.possibleMilestones) && out.possibleMilestones.length > 3) {
        repairs.push('kept 3 possible milestones');
        out.possibleMilestones = out.possibleMilestones.slice(0, 3);
      }
      return { value: out, repairs };
    }
    case 'writeSwitch': {
      const out: Obj = { ...value };
      if (Array.isArray(out.topicChoices) && out.topicChoices.length > 3) {
        repairs.push(`kept the first 3 of ${out.topicChoices.length} choices`);
        out.topicChoices = out.topicChoices.slice(0, 3);
      }
      return { value: out, repairs };
    }
    case 'writeMilestones': {
      const wanted = new Set((request as NarratorRequestOf<'writeMilestones'>).items.map((i) => i.key));
      const out: Obj = { ...value };
      if (Array.isArray(out.milestones)) {
        const seen = new Set<string>();
        const kept = out.milestones.filter((m) => isObj(m) && typeof m.key === 'string' && wanted.has(m.key) && !seen.has(m.key) && seen.add(m.key));
        if (kept.length !== out.milestones.length) repairs.push('milestones nobody asked for dropped');
        out.milestones = kept;
      }
      return { value: out, repairs };
    }
    default:
      return { value, repairs };
  }
}
