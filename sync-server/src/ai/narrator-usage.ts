import type { NarratorCall } from '@engine';

/** Token counts of one or more model requests (cached tokens are part of the prompt tokens). */
export type TokenCounts = { requests: number; promptTokens: number; completionTokens: number; cachedTokens: number };

/** One model request's usage, reported as it happens for cost accounting. */
export type UsageRecord = {
  call: NarratorCall;
  model: string;
  /** The story the request was for (null for setup calls, which run before the story exists). */
  storyId: string | null;
  /** 1 for the first request of a call, 2 for its retry. */
  attempt: number;
  promptTokens: number;
  completionTokens: number;
  cachedTokens: number;
};

/** Usage so far: totals, and per narrator call. */
export type NarratorUsage = TokenCounts & { byCall: Partial<Record<NarratorCall, TokenCounts>> };

/** The shape of `usage` in an OpenAI-compatible chat completion (servers may leave any of it out). */
export type WireUsage = {
  prompt_tokens?: number | null;
  completion_tokens?: number | null;
  prompt_tokens_details?: { cached_tokens?: number | null } | null;
} | null | undefined;

const zero = (): TokenCounts => ({ requests: 0, promptTokens: 0, completionTokens: 0, cachedTokens: 0 });

const add = (into: TokenCounts, r: UsageRecord): void => {
  into.requests += 1;
  into.promptTokens += r.promptTokens;
  into.completionTokens += r.completionTokens;
  into.cachedTokens += r.cachedTokens;
};

/** The token counts of a completion's usage block (missing numbers count as 0). */
export function countsOf(usage: WireUsage): Pick<UsageRecord, 'promptTokens' | 'completionTokens' | 'cachedTokens'> {
  return {
    promptTokens: usage?.prompt_tokens ?? 0,
    completionTokens: usage?.completion_tokens ?? 0,
    cachedTokens: usage?.prompt_tokens_details?.cached_tokens ?? 0,
  };
}

/** Accumulates usage records into totals and per-call sums. */
export function createUsageMeter(): { record(r: UsageRecord): void; snapshot(): NarratorUsage } {
  const total = zero();
  const byCall: Partial<Record<NarratorCall, TokenCounts>> = {};
  return {
    record(r) {
      add(total, r);
      add((byCall[r.call] ??= zero()), r);
    },
    snapshot() {
      const copy: NarratorUsage['byCall'] = {};
      for (const [call, counts] of Object.entries(byCall) as [NarratorCall, TokenCounts][]) copy[call] = { ...counts };
      return { ...total, byCall: copy };
    },
  };
}
