// /library (spec 1 §2): the library of published Worlds.
export { LibraryPage } from '../features/library';
