import {
  DEFAULT_TEMPLATE_DIFFICULTY_LEVELS,
  PLAYER_SLOTS,
  templateSchema,
  type PlayerOptions,
  type Stat,
  type StoryElement,
  type Template,
} from '@schemas';

/** A new player slot: 3 identities and 3 backgrounds [W1] (spec 2 §3); names numbered from `first`. */
export function newPlayerSlot(first = 1): PlayerOptions {
  return {
    outcomes: [],
    possibleCharacterIdentities: [0, 1, 2].map((k) => ({
      name: `Character ${first + k}`,
      pronouns: { personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' },
      appearance: '',
    })),
    possibleCharacterBackgrounds: [0, 1, 2].map((k) => ({ title: `Background ${k + 1}`, fluffTemplate: '', initialPlayerStatValues: [] })),
  };
}

/**
 * A new World (spec 2 §3 defaults): Draft, Cooperative, 1 player, 20-25 turns, difficulty levels
 * 0/+10/-10, order 999, player slots from the global list cut to the maximum player count.
 */
export function newTemplate(input: { id: string; now: string; title?: string; playerCountMax?: number }): Template {
  const max = input.playerCountMax ?? 1;
  const slots: Partial<Record<(typeof PLAYER_SLOTS)[number], PlayerOptions>> = {};
  PLAYER_SLOTS.slice(0, max).forEach((slot, i) => {
    slots[slot] = newPlayerSlot(i * 3 + 1);
  });
  return templateSchema.parse({
    id: input.id,
    title: input.title ?? 'Untitled World',
    createdAt: input.now,
    updatedAt: input.now,
    playerCountMin: 1,
    playerCountMax: max,
    difficultyLevels: DEFAULT_TEMPLATE_DIFFICULTY_LEVELS,
    ...slots,
  });
}

/**
 * A new stat (spec 2 §9): percentage, first group, visible, changeable in beat resolutions, part
 * of backgrounds, initial value 50; id prefixed shared_ or player_ and not yet taken.
 */
export function newStat(scope: 'shared' | 'player', statGroups: readonly string[], takenIds: readonly string[]): Stat {
  let n = 1;
  while (takenIds.includes(`${scope}_stat_${n}`)) n++;
  return {
    id: `${scope}_stat_${n}`,
    name: `New Stat ${n}`,
    type: 'percentage',
    group: statGroups[0] ?? '',
    possibleValues: '',
    effectOnPoints: [],
    optionsToSacrifice: '',
    optionsToGainAsReward: '',
    narrativeImplications: [],
    adjustmentsAfterThreads: [],
    canBeChangedInBeatResolutions: true,
    isVisible: true,
    partOfPlayerBackgrounds: true,
    initialValue: 50,
    tooltip: '',
  };
}

/** A new story element card: id 'element_' plus the timestamp given (spec 2 §3); name to be filled in. */
export function newStoryElement(timestamp: number): Omit<StoryElement, 'name'> & { name: string } {
  return { id: `element_${timestamp}`, name: '', role: '', instructions: '', appearance: '', facts: [] };
}

/** Adding a stat is disabled until a stat group exists (spec 2 §5); the hint to show, or null. */
export function addStatBlockedHint(statGroups: readonly string[]): string | null {
  return statGroups.length === 0 ? 'Add at least one stat group first' : null;
}
