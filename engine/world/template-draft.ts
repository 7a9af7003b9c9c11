import type { PlayerSlot, StatValueValue } from '@schemas';

/** A stat as the editor holds it: possibly incomplete or invalid (the validator reports it). */
export type DraftStat = {
  id?: string;
  name?: string;
  type?: string;
  group?: string;
  partOfPlayerBackgrounds?: boolean;
  initialValue?: StatValueValue | null;
  [key: string]: unknown;
};

/** A background as the editor holds it. */
export type DraftBackground = {
  title?: string;
  fluffTemplate?: string;
  initialPlayerStatValues?: { statId: string; value: StatValueValue }[];
  [key: string]: unknown;
};

/** A player slot's options as the editor holds them. */
export type DraftPlayerOptions = { possibleCharacterBackgrounds?: DraftBackground[]; [key: string]: unknown };

/** A template as the editor holds it while it is being edited: any subset of a Template's fields. */
export type TemplateDraft = {
  statGroups?: string[];
  sharedStats?: DraftStat[];
  playerStats?: DraftStat[];
} & { [S in PlayerSlot]?: DraftPlayerOptions | undefined };

/** The default value of a stat type for backgrounds and fixes (spec 2 §4): '' string, [] string[], 50 otherwise. */
export function statTypeDefault(type: string | undefined): StatValueValue {
  if (type === 'string') return '';
  if (type === 'string[]') return [];
  return 50;
}
