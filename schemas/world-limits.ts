/**
 * The length limit of every text field and list of a World (issue 26.4): what a person writing one
 * would expect, the editor's own limits where it has them (names 120, identity names 80, titles
 * 120, tags 40), and far above what the bundled Worlds and the World builder write. The World
 * schema refuses longer input naming the field (`worldLimitIssues`, in templateSchema); stored
 * Worlds from before the limits are read cut to them (`fitWorldToLimits`), and so are the World
 * builder's drafts, whose names come from a prompt's words.
 *
 * A field is named by its path with list positions as `[]` and the six player slots as `playerN`:
 * `storyElements[].facts[]`. A text or list not named here has the default limit.
 */

/** The largest World's `template.json` an import reads (the JSON body limit of every call that saves one). */
export const WORLD_MAX_BYTES = 1024 * 1024;

/** Characters of a text field not named in {@link WORLD_TEXT_LIMITS}. */
export const DEFAULT_TEXT_LIMIT = 2_000;
/** Items of a list not named in {@link WORLD_LIST_LIMITS}. */
export const DEFAULT_LIST_LIMIT = 30;

const IMAGE = (base: string): Record<string, number> => ({
  [`${base}.id`]: 120,
  [`${base}.sourceId`]: 120,
  [`${base}.subDirectory`]: 40,
  [`${base}.description`]: 2_000,
  [`${base}.version`]: 64,
});

const OUTCOME = (base: string): Record<string, number> => ({
  [`${base}.id`]: 80,
  [`${base}.question`]: 500,
  [`${base}.resonance`]: 1_000,
  [`${base}.possibleResolutions.favorable`]: 1_000,
  [`${base}.possibleResolutions.mixed`]: 1_000,
  [`${base}.possibleResolutions.unfavorable`]: 1_000,
  [`${base}.possibleResolutions.sideAWins`]: 1_000,
  [`${base}.possibleResolutions.sideBWins`]: 1_000,
  [`${base}.possibleResolutions.resolution1`]: 1_000,
  [`${base}.possibleResolutions.resolution2`]: 1_000,
  [`${base}.possibleResolutions.resolution3`]: 1_000,
  [`${base}.milestones[]`]: 500,
});

const STAT = (base: string): Record<string, number> => ({
  [`${base}.id`]: 80,
  [`${base}.name`]: 120,
  [`${base}.group`]: 60,
  [`${base}.possibleValues`]: 500,
  [`${base}.effectOnPoints[]`]: 500,
  [`${base}.optionsToSacrifice`]: 500,
  [`${base}.optionsToGainAsReward`]: 500,
  [`${base}.narrativeImplications[]`]: 500,
  [`${base}.adjustmentsAfterThreads[]`]: 500,
  [`${base}.tooltip`]: 500,
  [`${base}.initialValue`]: 1_000,
  [`${base}.initialValue[]`]: 200,
});

/** Characters of each text field. */
export const WORLD_TEXT_LIMITS: Readonly<Record<string, number>> = {
  id: 64,
  title: 120,
  teaser: 1_000,
  'tags[]': 40,
  creatorId: 120,
  creatorUsername: 120,
  'difficultyLevels[].title': 60,
  ...IMAGE('coverImage'),
  'imageInstructions.visualStyle': 2_000,
  'imageInstructions.atmosphere': 2_000,
  'imageInstructions.colorPalette': 2_000,
  'imageInstructions.settingDetails': 2_000,
  'imageInstructions.characterStyle': 2_000,
  'imageInstructions.artInfluences': 2_000,
  'imageInstructions.coverPrompt': 2_000,
  'guidelines.world': 10_000,
  'guidelines.rules[]': 1_000,
  'guidelines.tone[]': 1_000,
  'guidelines.conflicts[]': 1_000,
  'guidelines.decisions[]': 1_000,
  'guidelines.typesOfThreads[]': 1_000,
  'guidelines.switchAndThreadInstructions[]': 1_000,
  'storyElements[].id': 80,
  'storyElements[].name': 120,
  'storyElements[].role': 200,
  'storyElements[].instructions': 5_000,
  'storyElements[].appearance': 2_000,
  'storyElements[].facts[]': 500,
  ...IMAGE('storyElements[].image'),
  ...OUTCOME('sharedOutcomes[]'),
  'statGroups[]': 60,
  ...STAT('sharedStats[]'),
  ...STAT('playerStats[]'),
  'characterSelectionIntroduction.title': 120,
  'characterSelectionIntroduction.text': 2_000,
  characterSelectionPlan: 5_000,
  ...OUTCOME('playerN.outcomes[]'),
  'playerN.possibleCharacterIdentities[].name': 80,
  'playerN.possibleCharacterIdentities[].pronouns.personal': 40,
  'playerN.possibleCharacterIdentities[].pronouns.object': 40,
  'playerN.possibleCharacterIdentities[].pronouns.possessive': 40,
  'playerN.possibleCharacterIdentities[].pronouns.reflexive': 40,
  'playerN.possibleCharacterIdentities[].appearance': 2_000,
  ...IMAGE('playerN.possibleCharacterIdentities[].image'),
  'playerN.possibleCharacterBackgrounds[].title': 120,
  'playerN.possibleCharacterBackgrounds[].fluffTemplate': 2_000,
  'playerN.possibleCharacterBackgrounds[].initialPlayerStatValues[].statId': 80,
  'playerN.possibleCharacterBackgrounds[].initialPlayerStatValues[].value': 1_000,
  'playerN.possibleCharacterBackgrounds[].initialPlayerStatValues[].value[]': 200,
};

/** Items of each list (the schema's own exact counts, such as 3 identities per slot, stay as they are). */
export const WORLD_LIST_LIMITS: Readonly<Record<string, number>> = {
  tags: 20,
  difficultyLevels: 6,
  storyElements: 200,
  'storyElements[].facts': 20,
  'guidelines.rules': 30,
  'guidelines.tone': 30,
  'guidelines.conflicts': 30,
  'guidelines.decisions': 30,
  'guidelines.typesOfThreads': 30,
  sharedOutcomes: 30,
  'playerN.outcomes': 10,
  sharedStats: 30,
  playerStats: 30,
  'sharedStats[].effectOnPoints': 20,
  'sharedStats[].narrativeImplications': 20,
  'sharedStats[].adjustmentsAfterThreads': 20,
  'sharedStats[].initialValue': 50,
  'playerStats[].effectOnPoints': 20,
  'playerStats[].narrativeImplications': 20,
  'playerStats[].adjustmentsAfterThreads': 20,
  'playerStats[].initialValue': 50,
  'playerN.possibleCharacterBackgrounds[].initialPlayerStatValues': 30,
  'playerN.possibleCharacterBackgrounds[].initialPlayerStatValues[].value': 50,
};

/** A field's name in the tables: list positions as `[]`, player slots as `playerN`. */
export function limitPattern(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += '[]';
    else out += (out === '' ? '' : '.') + (/^player[1-6]$/.test(part) && out === '' ? 'playerN' : part);
  }
  return out;
}

/** The limit of a text field (characters, counted in UTF-16 units as JavaScript and zod count them). */
export const textLimitOf = (path: readonly (string | number)[]): number => WORLD_TEXT_LIMITS[limitPattern(path)] ?? DEFAULT_TEXT_LIMIT;
/** The limit of a list. */
export const listLimitOf = (path: readonly (string | number)[]): number => WORLD_LIST_LIMITS[limitPattern(path)] ?? DEFAULT_LIST_LIMIT;

/** A field over its limit. */
export type LimitIssue = { path: (string | number)[]; origin: 'string' | 'array'; maximum: number; message: string };

/** Every text and list of a World-shaped value that is over its limit. */
export function worldLimitIssues(value: unknown): LimitIssue[] {
  const issues: LimitIssue[] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (typeof v === 'string') {
      const max = textLimitOf(path);
      if (v.length > max) issues.push({ path, origin: 'string', maximum: max, message: `At most ${max.toLocaleString('en')} characters` });
    } else if (Array.isArray(v)) {
      const max = listLimitOf(path);
      if (v.length > max) issues.push({ path, origin: 'array', maximum: max, message: `At most ${max.toLocaleString('en')} items` });
      v.forEach((item, i) => walk(item, [...path, i]));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) walk(item, [...path, k]);
    }
  };
  walk(value, []);
  return issues;
}

/** A text cut to `max` characters: at the last space past half of it when there is one, never inside a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trimEnd();
}

/** A copy of a World-shaped value with every text and list cut to its limit (what is within them is unchanged). */
export function fitWorldToLimits<T>(value: T): T {
  const fit = (v: unknown, path: (string | number)[]): unknown => {
    if (typeof v === 'string') return cutText(v, textLimitOf(path));
    if (Array.isArray(v)) return v.slice(0, listLimitOf(path)).map((item, i) => fit(item, [...path, i]));
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, fit(item, [...path, k])]));
    return v;
  };
  return fit(value, []) as T;
}
