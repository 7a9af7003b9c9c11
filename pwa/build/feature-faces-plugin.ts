// A Vite plugin that tells the bundler a feature's face (`src/features/{name}/index.ts`) has no
// side effects: it only re-exports (the architecture test holds it to that). Then a module that
// imports a few names from a face gets just the files that define them, not everything the face
// lists, so the home page can import a light export of a feature whose screens load later.
// Without it Rolldown keeps every re-exported file that anything uses in the chunk of the first
// importer of the face: the barrel problem that CONVENTIONS.md warns about.
// The entries of the shared packages, `schemas/index.ts` and `engine/index.ts`, only re-export too
// (issue 31): marked the same way, a page gets the schemas and engine files it uses in chunks of
// its own, not one chunk of every schema and rule some page of the app uses (measured: the game
// page's scripts 6 KB gzip less, the library's 11 KB).
import type { Plugin } from 'vite';

/** Matches a feature's face (`.../src/features/{name}/index.ts`) or a shared package's entry (`schemas/index.ts`, `engine/index.ts`). */
export const FACE_ID = /([\\/]src[\\/]features[\\/][^\\/]+|[\\/](schemas|engine))[\\/]index\.ts$/;

/** Marks every feature face and package entry as free of side effects; see the file comment. */
export function featureFacesPlugin(): Plugin {
  return {
    name: 'taleforge-feature-faces',
    transform: {
      filter: { id: FACE_ID },
      handler() {
        return { moduleSideEffects: false };
      },
    },
  };
}
