// A Vite plugin serving `virtual:credits`: the credits page's package and font lists, collected
// from the project when the module is first loaded (in `vite build` and in the dev server alike).
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { collectCredits } from './credits-collect.js';

const MODULE_ID = 'virtual:credits';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Serves `virtual:credits` (typed by credits-module.d.ts) from the project whose package.json is in `root`. */
export function creditsPlugin(root: string): Plugin {
  return {
    name: 'taleforge-credits',
    resolveId(source) {
      return source === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      for (const file of ['package.json', 'package-lock.json', 'pwa/src/styles/app.css']) this.addWatchFile(join(root, file));
      return `export default ${JSON.stringify(collectCredits(root))};`;
    },
  };
}
