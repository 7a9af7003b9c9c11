import type { Narrator, NarratorCall } from '../narrator/narrator';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';

/** One recorded narrator call. */
export type RecordedCall = { call: NarratorCall; request: unknown; output: unknown };

/** A narrator that delegates to another (procedural by default) and records every call. */
export function recordingNarrator(inner: Narrator = createProceduralNarrator()): { narrator: Narrator; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const wrap =
    <C extends NarratorCall>(call: C) =>
    async (request: never): Promise<never> => {
      const output = await (inner[call] as (r: never) => Promise<unknown>)(request);
      calls.push({ call, request, output });
      return output as never;
    };
  return {
    calls,
    narrator: {
      name: `recording:${inner.name}`,
      setupFromPrompt: wrap('setupFromPrompt'),
      setupFromWorld: wrap('setupFromWorld'),
      planThread: wrap('planThread'),
      writeSwitch: wrap('writeSwitch'),
      writeBeat: wrap('writeBeat'),
      writeMilestones: wrap('writeMilestones'),
    },
  };
}

/**
 * A narrator for fallback tests: each call is the procedural one unless replaced; a replacement
 * gets the request and the procedural output and returns whatever it likes (or throws).
 */
export function scriptedNarrator(overrides: Partial<Record<NarratorCall, (request: never, procedural: unknown) => unknown>>): Narrator {
  const base = createProceduralNarrator();
  const make =
    <C extends NarratorCall>(call: C) =>
    async (request: never): Promise<never> => {
      const out = await (base[call] as (r: never) => Promise<unknown>)(request);
      const o = overrides[call];
      return (o ? o(request, out) : out) as never;
    };
  return {
    name: 'scripted',
    setupFromPrompt: make('setupFromPrompt'),
    setupFromWorld: make('setupFromWorld'),
    planThread: make('planThread'),
    writeSwitch: make('writeSwitch'),
    writeBeat: make('writeBeat'),
    writeMilestones: make('writeMilestones'),
  };
}
