import { EngineInvariantError } from '../core/assert';
import type { Narrator, NarratorCall, NarratorOutputOf, NarratorRequestOf } from '../narrator/narrator';
import { checkNarratorOutput } from '../narrator/check-output';

/** A narrator call whose output was replaced by the fallback narrator, with why. */
export type FallbackRecord = { call: NarratorCall; narrator: string; errors: string[] };

/**
 * Calls a narrator and checks its output's rules; when it throws or its output breaks a rule (after
 * the narrator's own retries), the fallback narrator writes it instead so the story never stalls.
 * Outputs are typed: a narrator that reads JSON (the model adapter) parses its shape itself, at that
 * boundary, so the engine (and the offline worker, which carries no zod) only checks the rules.
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
    const out = await (narrator[call] as (r: NarratorRequestOf<C>) => Promise<NarratorOutputOf<C>>).call(narrator, request);
    const v = checkNarratorOutput(call, out, request);
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
  let out: NarratorOutputOf<C>;
  try {
    out = await (fallback[call] as (r: NarratorRequestOf<C>) => Promise<NarratorOutputOf<C>>).call(fallback, request);
  } catch (e) {
    // The fallback is the story's last resort: its failure is a bug, not an expected error.
    throw new EngineInvariantError(`[engine] the fallback narrator failed on ${call}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const v = checkNarratorOutput(call, out, request);
  if (!v.ok) throw new EngineInvariantError(`[engine] the fallback narrator wrote an invalid ${call}: ${v.errors.join('; ')}`);
  return v.value;
}
