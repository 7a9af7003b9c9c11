import { ITERATION_SECTION_KEYS } from '@engine';
import { outcomeShape, PLAYER_SLOTS, type IterationSection, type Outcome, type Stat, type StoryElement, type TemplateInput } from '@schemas';

/** One readable line of a section's change: a text before and after, or a list's added and removed items. */
export type ChangeRow = { kind: 'text'; label: string; before: string; after: string } | { kind: 'list'; label: string; added: string[]; removed: string[] };

/** The spec's section names as the review modal shows them. */
export const SECTION_LABELS: Record<IterationSection, string> = {
  guidelines: 'Guidelines',
  storyElements: 'Story elements',
  sharedOutcomes: 'Shared outcomes',
  stats: 'Stats',
  players: 'Players',
  media: 'Media',
  difficultyLevels: 'Difficulty levels',
};

/** The keys each section covers (spec 2 §4 table). */
export const SECTION_KEYS: Readonly<Record<IterationSection, readonly string[]>> = ITERATION_SECTION_KEYS;

/** The sections an iteration result still holds keys of, in the spec's order. */
export function pendingSections(update: Readonly<Record<string, unknown>>): IterationSection[] {
  return (Object.keys(SECTION_KEYS) as IterationSection[]).filter((s) => SECTION_KEYS[s].some((k) => update[k] !== undefined));
}

/** The result without one section's keys (accepting it). */
export function withoutSection<T extends Record<string, unknown>>(update: T, section: IterationSection): Partial<T> {
  return Object.fromEntries(Object.entries(update).filter(([k]) => !SECTION_KEYS[section].includes(k))) as Partial<T>;
}

const text = (label: string, before: string | undefined, after: string | undefined): ChangeRow[] =>
  after === undefined || (before ?? '').trim() === after.trim() ? [] : [{ kind: 'text', label, before: before ?? '', after }];

function list(label: string, before: readonly string[], after: readonly string[] | undefined): ChangeRow[] {
  if (!after) return [];
  const added = after.filter((x) => !before.includes(x));
  const removed = before.filter((x) => !after.includes(x));
  return added.length || removed.length ? [{ kind: 'list', label, added, removed }] : [];
}

/** Field names as the editor labels them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  role: 'Role',
  instructions: 'Instructions',
  appearance: 'Appearance',
  facts: 'Facts',
  question: 'Question',
  resonance: 'Resonance',
  tooltip: 'Description',
  possibleValues: 'Possible values',
  rules: 'Rules',
  tone: 'Tone',
  conflicts: 'Conflicts',
  decisions: 'Decisions',
  typesOfThreads: 'Types of threads',
  switchAndThreadInstructions: 'Switch and thread instructions',
};
const labelOf = (field: string) => FIELD_LABELS[field] ?? field;

const elementLine = (e: Pick<StoryElement, 'name' | 'role'>) => (e.role ? `${e.name} — ${e.role}` : e.name);
const outcomeLine = (o: Pick<Outcome, 'question' | 'possibleResolutions'>) => `${o.question} (${outcomeShape(o.possibleResolutions)})`;
const statLine = (s: Pick<Stat, 'name' | 'type' | 'group'>) => `${s.name} (${s.type}${s.group ? `, ${s.group}` : ''})`;

/** Items matched by id: their lines added and removed, and for kept items the fields that changed. */
function keyed<T extends { id: string }>(label: string, before: readonly T[], after: readonly T[] | undefined, line: (t: T) => string, fields: (keyof T & string)[]): ChangeRow[] {
  if (!after) return [];
  const beforeIds = new Set(before.map((x) => x.id));
  const afterIds = new Set(after.map((x) => x.id));
  const rows: ChangeRow[] = [];
  const added = after.filter((x) => !beforeIds.has(x.id)).map(line);
  const removed = before.filter((x) => !afterIds.has(x.id)).map(line);
  if (added.length || removed.length) rows.push({ kind: 'list', label, added, removed });
  for (const a of after) {
    const b = before.find((x) => x.id === a.id);
    if (!b) continue;
    for (const f of fields) {
      const bv = b[f];
      const av = a[f];
      if (Array.isArray(av)) rows.push(...list(`${line(b)} › ${labelOf(f)}`, (bv as string[] | undefined) ?? [], av as string[]));
      else rows.push(...text(`${line(b)} › ${labelOf(f)}`, String(bv ?? ''), String(av ?? '')));
    }
  }
  return rows;
}

/**
 * A section's change, readable: prose as before and after, lists as added and removed items,
 * list items matched by id with their changed fields (spec 2 §4: the review shows each
 * section's change, not raw JSON).
 */
export function describeChange(section: IterationSection, before: TemplateInput, update: Partial<TemplateInput>): ChangeRow[] {
  switch (section) {
    case 'guidelines': {
      const b = before.guidelines ?? {};
      const a = update.guidelines;
      if (!a) return [];
      const lists = ['rules', 'tone', 'conflicts', 'decisions', 'typesOfThreads', 'switchAndThreadInstructions'] as const;
      return [...text('World', b.world, a.world), ...lists.flatMap((k) => list(labelOf(k), b[k] ?? [], a[k]))];
    }
    case 'storyElements':
      return keyed('Elements', (before.storyElements ?? []) as StoryElement[], update.storyElements as StoryElement[] | undefined, elementLine, ['name', 'role', 'instructions', 'appearance', 'facts']);
    case 'sharedOutcomes':
      return keyed('Outcomes', (before.sharedOutcomes ?? []) as Outcome[], update.sharedOutcomes as Outcome[] | undefined, outcomeLine, ['question', 'resonance']);
    case 'stats':
      return [
        ...list('Stat groups', before.statGroups ?? [], update.statGroups),
        ...keyed('Shared stats', (before.sharedStats ?? []) as Stat[], update.sharedStats as Stat[] | undefined, statLine, ['name', 'tooltip', 'possibleValues']),
        ...keyed('Player stats', (before.playerStats ?? []) as Stat[], update.playerStats as Stat[] | undefined, statLine, ['name', 'tooltip', 'possibleValues']),
      ];
    case 'players': {
      const rows: ChangeRow[] = [
        ...text('Character selection title', before.characterSelectionIntroduction?.title, update.characterSelectionIntroduction?.title),
        ...text('Character selection text', before.characterSelectionIntroduction?.text, update.characterSelectionIntroduction?.text),
      ];
      PLAYER_SLOTS.forEach((slot, i) => {
        const a = update[slot];
        if (!a) return;
        const b = before[slot];
        const name = `Player ${i + 1}`;
        rows.push(
          ...list(`${name} › identities`, (b?.possibleCharacterIdentities ?? []).map((x) => x.name), a.possibleCharacterIdentities.map((x) => x.name)),
          ...list(`${name} › backgrounds`, (b?.possibleCharacterBackgrounds ?? []).map((x) => x.title), a.possibleCharacterBackgrounds.map((x) => x.title)),
          ...list(`${name} › outcomes`, (b?.outcomes ?? []).map((o) => o.question), (a.outcomes ?? []).map((o) => o.question)),
        );
      });
      return rows;
    }
    case 'media': {
      const b = before.imageInstructions ?? {};
      const a = update.imageInstructions;
      if (!a) return [];
      const labels = { visualStyle: 'Visual style', atmosphere: 'Atmosphere', colorPalette: 'Colour palette', settingDetails: 'Setting details', characterStyle: 'Character style', artInfluences: 'Art influences', coverPrompt: 'Cover prompt' } as const;
      return (Object.keys(labels) as (keyof typeof labels)[]).flatMap((k) => text(labels[k], b[k], a[k]));
    }
    case 'difficultyLevels': {
      const line = (d: { modifier: number; title: string }) => `${d.title} (${d.modifier > 0 ? '+' : ''}${d.modifier})`;
      return list('Levels', (before.difficultyLevels ?? []).map(line), update.difficultyLevels?.map(line));
    }
  }
}
