/** Thrown when an engine invariant is broken: a bug, never an expected failure. */
export class EngineInvariantError extends Error {
  override name = 'EngineInvariantError';
}

/** Asserts an invariant; throws EngineInvariantError with the message when it does not hold. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new EngineInvariantError(`[engine] invariant broken: ${message}`);
}

/** Marks a switch as exhaustive: a forgotten case does not compile. */
export function exhaustive(value: never, what = 'value'): never {
  throw new EngineInvariantError(`[engine] unexpected ${what}: ${JSON.stringify(value)}`);
}
