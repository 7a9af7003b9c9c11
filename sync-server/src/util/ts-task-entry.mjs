// The entry of a pool worker (piscina) whose task module is TypeScript: registers tsx's hooks in
// the worker (Node 20 ignores loader flags given to workers, see db/ts-worker-entry.mjs), then
// re-exports the task module's default export, the handler piscina calls. Plain JS: it must load
// without tsx. Pass the TypeScript module's URL as argv[0].
import { register } from 'tsx/esm/api';

const entry = process.argv[2];
if (!entry) throw new Error('[ts-task-entry] pass the TypeScript task module URL as argv[0]');
register();
const module = await import(entry);
export default module.default;
