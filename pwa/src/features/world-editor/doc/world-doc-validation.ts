/**
 * Live validation of the World being edited: the engine's rules (spec 2 §5, `validateTemplate`)
 * on the doc read leniently, plus the template schema's own checks (required names, stat id
 * prefixes, one options block per player slot ...), which decide whether the server can publish
 * the doc into the World's row or keeps it as a draft. Recomputed shortly after every change.
 */
import { validateTemplate, type TemplateDraft, type ValidationIssue } from '@engine';
import { docToTemplateInput, SERVER_OWNED_FIELDS, type WorldDocInput } from '@engine/world-doc';
import { PLAYER_SLOTS, templateSchema } from '@schemas';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const objects = (v: unknown) => (Array.isArray(v) ? v.filter(isObject) : undefined);

/**
 * The doc's data as the engine's World logic takes it: stat lists and player slots kept as they
 * are, anything of the wrong shape left out (the engine treats a missing list as empty).
 */
export function draftOf(input: WorldDocInput): TemplateDraft {
  const draft: TemplateDraft = {};
  if (Array.isArray(input.statGroups)) draft.statGroups = input.statGroups.filter((g): g is string => typeof g === 'string');
  const shared = objects(input.sharedStats);
  if (shared) draft.sharedStats = shared;
  const player = objects(input.playerStats);
  if (player) draft.playerStats = player;
  for (const slot of PLAYER_SLOTS) {
    const options = input[slot];
    if (!isObject(options)) continue;
    const backgrounds = objects(options.possibleCharacterBackgrounds);
    draft[slot] = backgrounds ? { ...options, possibleCharacterBackgrounds: backgrounds } : { ...options };
  }
  return draft;
}

const LIST_LABELS: Record<string, string> = {
  storyElements: 'Element',
  sharedOutcomes: 'Shared outcome',
  sharedStats: 'Shared stat',
  playerStats: 'Player stat',
  statGroups: 'Stat group',
  outcomes: 'outcome',
  possibleCharacterIdentities: 'identity',
  possibleCharacterBackgrounds: 'background',
  difficultyLevels: 'Difficulty level',
  tags: 'Tag',
};

/** 'maxTurnsMin' -> 'max turns min'. */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A readable place for a schema issue path, e.g. 'Element "Lighthouse" › name'. */
function placeOf(path: readonly PropertyKey[], input: Record<string, unknown>): string {
  const parts: string[] = [];
  let node: unknown = input;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = typeof key === 'number' && Array.isArray(node) ? node[key] : isObject(node) ? node[String(key)] : undefined;
    const listKey = path[i - 1];
    if (typeof key === 'number' && typeof listKey === 'string' && LIST_LABELS[listKey]) {
      const named = isObject(next) && typeof next.name === 'string' && next.name ? `"${next.name}"` : isObject(next) && typeof next.id === 'string' && next.id ? `"${next.id}"` : String(key + 1);
      parts.pop();
      parts.push(`${LIST_LABELS[listKey]} ${named}`);
    } else if (typeof key === 'string' && /^player[1-6]$/.test(key)) {
      parts.push(`Player ${key.slice(6)}`);
    } else {
      parts.push(words(String(key)));
    }
    node = next;
  }
  const text = parts.join(' › ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type ZodLikeIssue = { code: string; path: readonly PropertyKey[]; message: string; minimum?: unknown; maximum?: unknown; origin?: string; input?: unknown };

/** Cross-field rules of the template schema, reworded: [pattern, whole message or null, problem]. */
const CUSTOM_WORDING: [RegExp, (m: RegExpMatchArray) => { whole?: string; problem?: string }][] = [
  [/^player(\d) options are required for (\d+) players$/, (m) => ({ whole: `Player ${m[1]} options are required for ${m[2]} players` })],
  [/^playerCountMin must not exceed playerCountMax$/, () => ({ whole: 'Min players must not exceed max players' })],
  [/^maxTurnsMin must not exceed maxTurnsMax$/, () => ({ whole: 'Min turns must not exceed max turns' })],
  [/^(shared|player) stat ids start with (\w+)$/, (m) => ({ problem: `must start with ${m[2]}` })],
  [/^turns go in steps of (\d+)$/, (m) => ({ problem: `must be a multiple of ${m[1]}` })],
];

function problemOf(issue: ZodLikeIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? 'is required' : issue.origin === 'array' ? `needs at least ${String(issue.minimum)}` : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string' ? `is too long (at most ${String(issue.maximum)} characters)` : issue.origin === 'array' ? `allows at most ${String(issue.maximum)}` : `must be at most ${String(issue.maximum)}`;
    case 'invalid_type':
      return issue.input === undefined ? 'is missing' : 'has the wrong type';
    default:
      return issue.message;
  }
}

/** Schema problems the engine does not already report, as 'error' issues with readable messages. */
export function schemaIssues(input: WorldDocInput): ValidationIssue[] {
  const withOwned: Record<string, unknown> = { ...input };
  // The server owns these; their stored values are not the author's to fix.
  for (const field of SERVER_OWNED_FIELDS) delete withOwned[field];
  const epoch = '1970-01-01T00:00:00.000Z';
  const parsed = templateSchema.safeParse({ ...withOwned, id: 'draft', createdAt: epoch, updatedAt: epoch });
  if (parsed.success) return [];
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const issue of parsed.error.issues as ZodLikeIssue[]) {
    const path = issue.path;
    // Invalid stat types are the engine's message ('Stat "x" has invalid type: y').
    if ((path[0] === 'sharedStats' || path[0] === 'playerStats') && path[2] === 'type') continue;
    let message = `${placeOf(path, input as Record<string, unknown>)} ${problemOf(issue)}`;
    for (const [pattern, reword] of CUSTOM_WORDING) {
      const m = issue.code === 'custom' ? issue.message.match(pattern) : null;
      if (!m) continue;
      const { whole, problem } = reword(m);
      message = whole ?? `${placeOf(path, input as Record<string, unknown>)} ${problem ?? issue.message}`;
    }
    if (seen.has(message)) continue;
    seen.add(message);
    issues.push({ type: 'error', category: 'schema', message, affectedItems: [path.map(String).join('.')], autoFixable: false });
  }
  return issues;
}

/** Every issue of the World in `input`: the engine's first (spec 2 §5), then the schema's. */
export function worldIssues(input: WorldDocInput): ValidationIssue[] {
  return [...validateTemplate(draftOf(input)), ...schemaIssues(input)];
}

/** How long after the last change the banner is recomputed. */
export const VALIDATION_DEBOUNCE_MS = 250;

/** The issues of the doc, recomputed shortly after every change (local or remote). */
export function useWorldIssues(doc: Y.Doc | null): ValidationIssue[] {
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  useEffect(() => {
    if (!doc) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => setIssues(worldIssues(docToTemplateInput(doc)));
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(run, VALIDATION_DEBOUNCE_MS);
    };
    schedule();
    doc.on('update', schedule);
    return () => {
      clearTimeout(timer);
      doc.off('update', schedule);
    };
  }, [doc]);
  return issues;
}
