// Topic packs (issue 28): hand-written material prompt stories are composed from. The narrator
// never reads a pack directly: a prompt story drafts its World from its pack(s), and the World
// carries what every beat needs (so the offline engine worker bundles no pack).
export { PACKS, packById } from './registry';
export type * from './types';
