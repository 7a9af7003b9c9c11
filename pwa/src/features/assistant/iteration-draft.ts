import { ITERATION_SECTIONS, type IterationSection } from '@schemas';

/** The AI Iteration form as the creator left it (spec 2 §4: kept per World in local storage). */
export type IterationDraft = { feedback: string; sections: IterationSection[] };

const keyOf = (templateId: string) => `taleforge.ai-iteration.${templateId}`;

/** The saved form of a World, or an empty one. */
export function loadIterationDraft(templateId: string): IterationDraft {
  try {
    const raw = JSON.parse(localStorage.getItem(keyOf(templateId)) ?? 'null') as Partial<IterationDraft> | null;
    const sections = Array.isArray(raw?.sections) ? raw.sections.filter((s): s is IterationSection => (ITERATION_SECTIONS as readonly string[]).includes(s)) : [];
    return { feedback: typeof raw?.feedback === 'string' ? raw.feedback : '', sections };
  } catch {
    return { feedback: '', sections: [] };
  }
}

/** Keeps the form of a World (an empty form is removed). */
export function saveIterationDraft(templateId: string, draft: IterationDraft): void {
  try {
    if (!draft.feedback && draft.sections.length === 0) localStorage.removeItem(keyOf(templateId));
    else localStorage.setItem(keyOf(templateId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it is just not kept.
  }
}
