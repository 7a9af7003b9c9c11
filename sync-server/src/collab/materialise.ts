/**
 * Materialisation: what a World doc becomes in its `templates` row. The doc is read with
 * `docToTemplateInput`, the server-owned fields come from the row, the admin-only fields are
 * checked against who changed them, then `templateSchema` and the engine's live validation
 * decide: no errors -> the template goes into `data` (and the title/status/order columns);
 * any error -> `data` is left exactly as it was and the doc goes into `draft` with its issues.
 * Issues that are only warnings are kept in `draft` too, beside the written `data`.
 */
import { validateTemplate, type ValidationIssue } from '@engine';
import { ADMIN_ONLY_FIELDS, type WorldDocInput } from '@engine/world-doc';
import { templateSchema, type PublicationStatus, type Template } from '@schemas';
import { describeZodError } from '../http/validate';

/** Who last changed an admin-only field in this process: an admin, someone else, or unknown (absent). */
export type FieldAttribution = ReadonlyMap<string, 'admin' | 'other'>;

/** The current row, as materialisation needs it. */
export interface TemplateRowState {
  id: string;
  creatorId: string | null;
  createdAt: string;
  publicationStatus: PublicationStatus;
  showOnWelcomeScreen: boolean;
  order: number;
}

/** What to write. */
export interface Materialisation {
  /** The template for `data`, or null when there are errors (data untouched). */
  template: Template | null;
  /** Issues for `draft` (null draft when empty). */
  issues: ValidationIssue[];
  /** The doc input as read (stored in `draft` with the issues). */
  input: WorldDocInput;
  /** Admin-only fields to set back in the doc to the row's value. */
  corrections: Record<string, unknown>;
}

/** Only admins may publish; anyone who edits may move a World to Draft, Review or Private (spec 2 §4). */
function needsAdmin(field: string, value: unknown): boolean {
  return field !== 'publicationStatus' || value === 'Published';
}

/** Computes the row write for a doc; `now` is the ISO time of updatedAt. Pure. */
export function materialise(docInput: WorldDocInput, row: TemplateRowState, attribution: FieldAttribution, now: string): Materialisation {
  const input: Record<string, unknown> = { ...docInput };
  const issues: ValidationIssue[] = [];
  const corrections: Record<string, unknown> = {};
  const rowValues: Record<string, unknown> = {
    publicationStatus: row.publicationStatus,
    showOnWelcomeScreen: row.showOnWelcomeScreen,
    order: row.order,
  };
  for (const field of ['publicationStatus', ...ADMIN_ONLY_FIELDS]) {
    const docValue = input[field];
    if (docValue === undefined) {
      // A deleted key would fall back to the schema default (Draft, false, 999): restore the row's.
      input[field] = corrections[field] = rowValues[field];
      continue;
    }
    if (docValue === rowValues[field] || !needsAdmin(field, docValue)) continue;
    if (attribution.get(field) === 'admin') continue;
    input[field] = rowValues[field];
    corrections[field] = rowValues[field];
    if (attribution.get(field) === 'other') {
      issues.push({
        type: 'warning',
        category: 'permissions',
        message:
          field === 'publicationStatus'
            ? `Only admins can publish a World; the status stays ${row.publicationStatus}.`
            : `Only admins can change ${field}; it stays ${JSON.stringify(rowValues[field])}.`,
        affectedItems: [field],
        autoFixable: false,
      });
    }
  }
  // The row owns identity and timestamps whatever the doc says.
  const owned = { ...input, id: row.id, createdAt: row.createdAt, updatedAt: now, creatorId: row.creatorId };
  delete (owned as Record<string, unknown>).creatorUsername;
  const parsed = templateSchema.safeParse(owned);
  if (!parsed.success) {
    const { issues: zodIssues } = describeZodError(parsed.error);
    for (const i of zodIssues) {
      issues.push({ type: 'error', category: 'schema', message: `${i.path}: ${i.message}`, affectedItems: [i.path], autoFixable: false });
    }
    return { template: null, issues, input: docInput, corrections };
  }
  issues.push(...validateTemplate(parsed.data));
  const hasErrors = issues.some((i) => i.type === 'error');
  return { template: hasErrors ? null : parsed.data, issues, input: docInput, corrections };
}
