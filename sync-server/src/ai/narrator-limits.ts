import type { NarratorCall } from '@engine';

/** How long one request of a call may take and how many tokens its answer may have. */
export type CallLimit = { timeoutMs: number; maxTokens: number };

/**
 * The defaults by call kind (README, "An OpenAI-compatible model"): about three times the longest
 * answer of each kind (gpt-4o tokens of the procedural narrator's answers for the bundled Worlds:
 * setup from a prompt 3.8k, from a World 1k, a thread plan 0.4k, a beat 1.3k), and time for a
 * small model to write that much.
 */
export const DEFAULT_CALL_LIMITS: Record<NarratorCall, CallLimit> = {
  setupFromPrompt: { timeoutMs: 240_000, maxTokens: 12_000 },
  setupFromWorld: { timeoutMs: 120_000, maxTokens: 4_000 },
  planThread: { timeoutMs: 60_000, maxTokens: 1_500 },
  writeSwitch: { timeoutMs: 30_000, maxTokens: 600 },
  writeBeat: { timeoutMs: 120_000, maxTokens: 4_000 },
  writeMilestones: { timeoutMs: 30_000, maxTokens: 1_000 },
};

const CALLS = Object.keys(DEFAULT_CALL_LIMITS) as NarratorCall[];

/** Per-call overrides, as OPENAI_CALL_LIMITS gives them. */
export type CallLimitOverrides = Partial<Record<NarratorCall, Partial<CallLimit>>>;

/**
 * Reads OPENAI_CALL_LIMITS: comma-separated `call=timeoutMs/maxTokens` entries, either number may
 * be left out (`writeBeat=180000/`, `setupFromPrompt=/16000`). Returns the overrides, or the
 * readable problems of a bad value.
 * @example parseCallLimits('writeBeat=180000/5000') // { ok: true, value: { writeBeat: { timeoutMs: 180000, maxTokens: 5000 } } }
 */
export function parseCallLimits(text: string): { ok: true; value: CallLimitOverrides } | { ok: false; problems: string[] } {
  const value: CallLimitOverrides = {};
  const problems: string[] = [];
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const m = /^([A-Za-z]+)\s*=\s*(\d*)\s*(?:\/\s*(\d*))?$/.exec(entry);
    const call = m?.[1] as NarratorCall | undefined;
    if (!m || !call || !CALLS.includes(call)) {
      problems.push(`"${entry}" is not call=timeoutMs/maxTokens with a call among ${CALLS.join(', ')}`);
      continue;
    }
    const timeoutMs = m[2] ? Number(m[2]) : undefined;
    const maxTokens = m[3] ? Number(m[3]) : undefined;
    if (timeoutMs !== undefined && timeoutMs < 1000) problems.push(`${call}: a time-out under 1000 ms`);
    if (maxTokens !== undefined && maxTokens < 100) problems.push(`${call}: max tokens under 100`);
    value[call] = { ...(timeoutMs !== undefined ? { timeoutMs } : {}), ...(maxTokens !== undefined ? { maxTokens } : {}) };
  }
  return problems.length ? { ok: false, problems } : { ok: true, value };
}

/** Every call's limits: the defaults, one time-out for all when given, then the per-call overrides. */
export function resolveCallLimits(timeoutMs: number | undefined, overrides: CallLimitOverrides = {}): Record<NarratorCall, CallLimit> {
  const out = {} as Record<NarratorCall, CallLimit>;
  for (const call of CALLS) {
    const d = DEFAULT_CALL_LIMITS[call];
    out[call] = { timeoutMs: overrides[call]?.timeoutMs ?? timeoutMs ?? d.timeoutMs, maxTokens: overrides[call]?.maxTokens ?? d.maxTokens };
  }
  return out;
}
