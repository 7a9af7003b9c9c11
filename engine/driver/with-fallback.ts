import { EngineInvariantError } from '../core/assert';
import type { Narrator, NarratorCall, NarratorOutputOf, NarratorRequestOf } from '../narrator/narrator';
import { validateNarratorOutput } from '../narrator/validate-output';

/** A narrator call whose output was replaced by the fallback narrator, with why. */
export type FallbackRecord = { call: NarratorCall; narrator: string; errors: string[] };

/**
 * Calls a narrator and validates its output; when it throws or its output is invalid (after the
 * narrator's own retries), the fallback narrator writes it instead so the story never stalls.
 */
export async function callWithFallback<C extends NarratorCall>(
  call: C,
  request: NarratorRequestOf<C>,
  narrator: Narrator,
  fallback: Narrator,
  fallbacks: FallbackRecord[],
): Promise<NarratorOutputOf<C>> {
  let errors: string[];
  try {
    const out = await (narrator[call] as (r: NarratorRequestOf<C>) => Promise<unknown>).call(narrator, request);
    const v = validateNarratorOutput(call, out, request);
    if (v.ok) return v.value;
    errors = v.errors;
  } catch (e) {
    if (e instanceof EngineInvariantError) throw e;
    errors = [e instanceof Error ? e.message : String(e)];
  }
  if (narrator === fallback) {
    throw new EngineInvariantError(`[engine] the fallback narrator wrote an invalid ${call}: ${errors.join('; ')}`);
  }
  fallbacks.push({ call, narrator: narrator.name, errors });
  let out: unknown;
  try {
    out = await (fallback[call] as (r: NarratorRequestOf<C>) => Promise<unknown>).call(fallback, request);
  } catch (e) {
    // The fallback is the story's last resort: its failure is a bug, not an expected error.
    throw new EngineInvariantError(`[engine] the fallback narrator failed on ${call}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const v = validateNarratorOutput(call, out, request);
  if (!v.ok) throw new EngineInvariantError(`[engine] the fallback narrator wrote an invalid ${call}: ${v.errors.join('; ')}`);
  return v.value;
}
