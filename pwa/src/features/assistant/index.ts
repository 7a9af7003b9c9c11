// assistant: the Worldbuilding Assistant's client side: its calls (progress per section by
// server-sent events, Cancel), the per-section progress, the offline notice, the readable
// section changes of the review and the AI Iteration form kept per World.
export { generateTemplate, iterateTemplate, type AssistantCallOptions } from './assistant-api';
export { loadIterationDraft, saveIterationDraft, type IterationDraft } from './iteration-draft';
export { ASK_AN_ADMIN, ModelNotice, useSeesServerSettings } from './model-notice';
export { describeChange, pendingSections, SECTION_KEYS, SECTION_LABELS, withoutSection, type ChangeRow } from './section-change';
export { SectionProgress, STEP_LABELS, withProgress, type StepStates } from './section-progress';
export { showAssistantFailure, useAssistantRun, type AssistantRun, type AssistantRunResult } from './use-assistant-run';
