// The World builder: drafts a whole, valid, playable World from a prompt offline, section by
// section, for prompt stories (the procedural narrator's setup) and the Worldbuilding Assistant.
export { draftWorld, buildSection, WORLD_SECTIONS, type SectionContext, type SectionUpdate, type WorldSection } from './draft-world';
export { planBrief, toSecondPerson, type Brief, type DraftInput, type ElementKind, type PlannedElement } from './brief';
export { parsePromptStory, parseAssembledPrompt, type PromptStoryInput } from './parse-prompt';
export { readPrompt, type Phrase, type PromptReading } from './read-prompt';
export { TOPICS, topicOf, type Topic } from './knowledge';
export { SECTION_OUTPUT_SCHEMAS, sectionFromOutput, sectionToOutput, type AssistantStep, type SectionOutput, type StepUpdate } from './section-outputs';
export { worldProblems } from './world-check';
