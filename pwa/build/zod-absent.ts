// What `zod` is in the offline engine's worker (see pure-definitions-plugin.ts): nothing. The
// worker never parses (its inputs were parsed where they entered), so every schema the shared
// packages define is left out of it; a schema that is still built or used there fails at once,
// loudly, instead of quietly bringing zod's 60 KB back.
const absent = (): never => {
  throw new Error('[offline worker] zod is not in the worker: parse input where it enters, not in the engine');
};

export const z: unknown = /* @__PURE__ */ new Proxy(absent, { get: absent, apply: absent });
