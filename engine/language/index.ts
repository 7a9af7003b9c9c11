// Language helpers shared by the narrators and the world builder: templates with typed slots,
// sentence and phrase shaping, and a small verb lexicon. Pure and dependency-free.
export { canSay, expand, fill, say, sayWith, slotType, variants, type SlotFill, type Slots, type SlotType, type Tracer } from './grammar';
export * from './text';
export { isVerbBase, isVerbForm, thirdPerson, verbBase } from './verbs';
export { sentenceKey, sentenceKeys, splitSentences, tooAlike } from './fingerprint';
