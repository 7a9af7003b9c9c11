import { STORY_CATEGORIES, type StoryCategory } from '@schemas';
import { WIZARD_CATEGORIES } from '../player/wizard';

/** A prompt story's inputs: the category, its field values and the free prompt. */
export type PromptStoryInput = { category: StoryCategory; fields: Record<string, string>; prompt: string };

const CONTEXT_PREFIX = /^\s*additional context\s*:\s*/i;

function fold(s: string): string {
  return s.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The category whose instruction sentence a line is, if any. */
function categoryOfLine(line: string): StoryCategory | null {
  const l = fold(line);
  return STORY_CATEGORIES.find((c) => c !== 'flexible' && fold(WIZARD_CATEGORIES[c].instruction) === l) ?? null;
}

/** Every category's field labels, longest first, so 'Current situation' wins over a shorter label. */
const LABELS = STORY_CATEGORIES.flatMap((c) => WIZARD_CATEGORIES[c].fields.map((f) => ({ category: c, key: f.key, label: f.label }))).sort(
  (a, b) => b.label.length - a.label.length,
);

function labelOf(line: string, category: StoryCategory | null): { key: string; category: StoryCategory; value: string } | null {
  for (const l of LABELS) {
    if (category && l.category !== category) continue;
    const m = line.match(new RegExp(`^\\s*${l.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:\\s*(.*)$`, 'i'));
    if (m) return { key: l.key, category: l.category, value: m[1] ?? '' };
  }
  return null;
}

/**
 * Recovers category, fields and free prompt from the prompt a story arrives with (spec 1 §4: the
 * category's instruction sentence, each filled field as 'label: value', then 'Additional
 * context: ' and the free prompt; flexible sends the prompt alone). Field values may span several
 * lines (text areas). Without an instruction line the labels tell the category; failing that the
 * hint (the request's category) is used, and the whole text is the prompt.
 * @example parsePromptStory('Create an educational story ...\nLearning goals: Fractions\nAdditional context: A pizza shop')
 */
export function parsePromptStory(text: string, hint: StoryCategory = 'flexible'): PromptStoryInput {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let category = categoryOfLine(lines[0] ?? '');
  const body = category ? lines.slice(1) : lines;
  const fields: Record<string, string> = {};
  const free: string[] = [];
  let current: string | null = null;
  let inContext = false;
  let sawStructure = category !== null;
  for (const line of body) {
    if (inContext) {
      free.push(line);
      continue;
    }
    if (CONTEXT_PREFIX.test(line)) {
      inContext = true;
      sawStructure = true;
      free.push(line.replace(CONTEXT_PREFIX, ''));
      continue;
    }
    const labelled = labelOf(line, category);
    if (labelled) {
      category ??= labelled.category;
      sawStructure = true;
      current = labelled.key;
      fields[current] = labelled.value.trim();
      continue;
    }
    if (current && sawStructure) fields[current] = `${fields[current]}\n${line}`.trim();
    else free.push(line);
  }
  for (const k of Object.keys(fields)) if (!fields[k]) delete fields[k];
  const prompt = free.join('\n').trim() || (sawStructure ? '' : text.trim());
  return { category: category ?? hint, fields, prompt };
}

/**
 * The same split in the wizard's older shape: category (null when the text has no instruction
 * line), fields and the free prompt.
 */
export function parseAssembledPrompt(prompt: string): { category: StoryCategory | null; fields: Record<string, string>; freePrompt: string } {
  const known = categoryOfLine(prompt.split('\n')[0] ?? '');
  if (!known) return { category: null, fields: {}, freePrompt: prompt.trim() };
  const p = parsePromptStory(prompt, known);
  return { category: p.category, fields: p.fields, freePrompt: p.prompt };
}
