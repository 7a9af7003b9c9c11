// zod as the browser build sees it (see zod-jitless-plugin.ts): the same exports, with zod's JIT
// turned off before any schema is built.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
