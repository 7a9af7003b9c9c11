/** Codes of the expected failures the engine reports as values. */
export const ENGINE_ERROR_CODES = [
  'no_story',
  'story_exists',
  'invalid_setup',
  'unknown_slot',
  'player_left',
  'game_over',
  'selection_incomplete',
  'already_selected',
  'invalid_character_choice',
  'name_taken',
  'no_beat',
  'not_latest_beat',
  'already_chosen',
  'invalid_option',
  'turn_mismatch',
  'turn_not_complete',
  'plan_mismatch',
  'invalid_beat',
  'unknown_stat',
  'stat_locked',
  'invalid_stat_change',
  'unknown_element',
  'duplicate_element',
  'unknown_outcome',
  'milestone_limit',
  'unknown_image',
  'no_active_players',
  'narrator_failed',
  'story_closed',
] as const;
/** One of the engine's error codes. */
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/** An expected failure: a stable code and a readable message. */
export type EngineError = { code: EngineErrorCode; message: string };

/** A value or an expected failure. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

/** A success value. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** An expected failure with its code and message. */
export function fail(code: EngineErrorCode, message: string): { ok: false; error: EngineError } {
  return { ok: false, error: { code, message } };
}
