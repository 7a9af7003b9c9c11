import type { z } from 'zod';
import { checkNarratorOutput, type NarratorValidation } from './check-output';
import type { NarratorCall, NarratorOutputOf, NarratorRequestOf } from './narrator';
import { NARRATOR_OUTPUT_SCHEMAS } from './outputs';

export type { NarratorValidation } from './check-output';

function zodErrors(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
}

/**
 * Parses an untyped narrator output (a model's JSON) for a call: its shape, then the rules of
 * {@link checkNarratorOutput}. The boundary where a model's answer enters the engine; errors are
 * readable enough to quote back to the model.
 */
export function validateNarratorOutput<C extends NarratorCall>(
  call: C,
  output: unknown,
  request: NarratorRequestOf<C>,
): NarratorValidation<NarratorOutputOf<C>> {
  const parsed = NARRATOR_OUTPUT_SCHEMAS[call].safeParse(output);
  if (!parsed.success) return { ok: false, errors: zodErrors(parsed.error) };
  return checkNarratorOutput(call, parsed.data as NarratorOutputOf<C>, request);
}
