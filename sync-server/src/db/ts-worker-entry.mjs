// Starts a TypeScript worker thread: `new Worker(thisFile, { argv: [tsFileUrl] })`. Node 20 ignores
// loader flags (`--import tsx`) given to a worker in execArgv (nodejs/node#47747), so the worker
// registers tsx's hooks itself, then imports the real entry. Plain JS: it must load without tsx.
import { register } from 'tsx/esm/api';

const entry = process.argv[2];
if (!entry) throw new Error('[ts-worker-entry] pass the TypeScript entry URL as argv[0]');
register();
await import(entry);
