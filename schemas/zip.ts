// Worlds as zip files (spec 2 §2, §4 Import, §7, §8; issue 18): the `template.json` of the zip
// format (ZIP-FORMAT.md) with one migration per older format version, the export request, the
// import answers and the spec's error texts.
import { z } from 'zod';
import { isoDateSchema, requestIdSchema } from './ids';
import { templateObjectSchema, templateSchema, type Template, type TemplateInput } from './template';
import { safeText } from './text';

/** The format version this server writes into every `template.json`. */
export const ZIP_FORMAT_VERSION = 1;

/** Error texts of import and export (spec 2 §8, word for word), and the refusals of a hostile archive. */
export const ZIP_TEXTS = {
  notAZipCollection: 'Collection file must be a ZIP archive',
  noTemplatesInCollection: 'No valid template.json files found in collection',
  /** Also the answer to a single import whose file is not a zip or holds no valid template.json. */
  templateNotFound: 'Error: Template data not found or invalid format.',
  /** A confirmation whose checked upload is gone (expired, used, or kept by another server process): the app sends the file again. */
  importExpired: 'This import is no longer waiting for a confirmation. Choose the file again.',
} as const;

/**
 * A `template.json` as the zip carries it, before migration: an object whose `formatVersion`
 * (absent in Worlds exported by the reference product, read as 0) picks its migration.
 */
export const templateFileHeaderSchema = z.looseObject({ formatVersion: z.number().int().min(0).optional() });

/** Version 1: the template shape of spec 2 §3 plus `formatVersion: 1`. */
export const templateFileV1Schema = templateObjectSchema.extend({ formatVersion: z.literal(1) });

/**
 * One function per format version: the older file in, the next version's input out. Version 0 is
 * the reference product's `template.json`: the same template shape without a `formatVersion`.
 */
export const TEMPLATE_FILE_MIGRATIONS: Record<number, (file: Record<string, unknown>) => Record<string, unknown>> = {
  0: (file) => ({ ...file, formatVersion: 1 }),
};

/** The result of reading a `template.json`: the template, or why it cannot be imported. */
export type TemplateFileResult = { ok: true; template: Template; formatVersion: number } | { ok: false; message: string };

/**
 * Parses a `template.json`'s JSON value: migrates it from its format version up to the current one,
 * then validates it with the template schema (every string through the shared text rule).
 */
export function readTemplateFile(json: unknown): TemplateFileResult {
  const header = templateFileHeaderSchema.safeParse(json);
  if (!header.success) return { ok: false, message: 'template.json is not a JSON object with a valid formatVersion' };
  const from = header.data.formatVersion ?? 0;
  if (from > ZIP_FORMAT_VERSION) return { ok: false, message: `template.json has formatVersion ${from}; this server reads up to ${ZIP_FORMAT_VERSION}` };
  let file: Record<string, unknown> = header.data;
  for (let v = from; v < ZIP_FORMAT_VERSION; v++) file = TEMPLATE_FILE_MIGRATIONS[v]!(file);
  const v1 = templateFileV1Schema.safeParse(file);
  if (!v1.success) return { ok: false, message: describeIssue(v1.error) };
  const { formatVersion: _version, ...template } = v1.data;
  const checked = templateSchema.safeParse(template satisfies TemplateInput);
  if (!checked.success) return { ok: false, message: describeIssue(checked.error) };
  return { ok: true, template: checked.data, formatVersion: from };
}

function describeIssue(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? `template.json: ${first.path.map(String).join('.') || '(root)'}: ${first.message}` : 'template.json is invalid';
}

/** The most Worlds one export request names (Export all asks with `all` instead). */
export const MAX_EXPORT_IDS = 1000;

/** POST /templates/export: the Worlds to export by id, or `all` the caller may edit (an admin: every World). */
export const exportTemplatesRequestSchema = z
  .object({
    requestId: requestIdSchema.optional(),
    templateIds: z.array(safeText().min(1).max(64)).max(MAX_EXPORT_IDS).default([]),
    all: z.boolean().default(false),
  })
  .refine((r) => r.all || r.templateIds.length > 0, { message: 'Name at least one World to export', path: ['templateIds'] });
export type ExportTemplatesRequest = z.infer<typeof exportTemplatesRequestSchema>;

/** How an imported World compares with the one of the same id already here (spec 2 §4 Import). */
export const importComparisonSchema = z.enum(['new', 'newer', 'older', 'same']);
export type ImportComparison = z.infer<typeof importComparisonSchema>;

/**
 * The multipart fields of POST /templates/import besides the file `zip`: `overwrite` = 'true'
 * confirms importing a World that is older than or the same as the one here.
 */
export const importTemplateFieldsSchema = z.object({
  requestId: requestIdSchema.optional(),
  overwrite: z.enum(['true', 'false']).default('false'),
});

/** POST /templates/import/confirm: import the checked upload a `needsConfirmation` answer kept (issue 32.4). */
export const confirmImportRequestSchema = z.object({
  requestId: requestIdSchema.optional(),
  token: safeText().min(16).max(128),
});
export type ConfirmImportRequest = z.infer<typeof confirmImportRequestSchema>;

/** POST /templates/import answers one of these (spec 2 §7 `{template, isNewTemplate, filesImported}` when imported). */
export const importTemplateResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('imported'),
    template: templateObjectSchema,
    isNewTemplate: z.boolean(),
    filesImported: z.number().int().min(0),
    comparison: importComparisonSchema,
  }),
  // Older or same: nothing was written; the user is asked, showing both dates. The server keeps the
  // checked upload for a few minutes: POST /templates/import/confirm with the token imports it
  // (issue 32.4); a client without it sends the file again with overwrite=true.
  z.object({
    outcome: z.literal('needsConfirmation'),
    comparison: z.enum(['older', 'same']),
    templateId: safeText(),
    title: safeText(),
    existingUpdatedAt: isoDateSchema,
    importedUpdatedAt: isoDateSchema,
    confirmationToken: safeText().optional(),
    confirmationExpiresAt: isoDateSchema.optional(),
  }),
]);
export type ImportTemplateResponse = z.infer<typeof importTemplateResponseSchema>;

/** Why a World of a collection was not imported. */
export const collectionSkipReasonSchema = z.enum(['older', 'same', 'failed']);

/** POST /templates/import-collection: the summary the screen shows. */
export const importCollectionResponseSchema = z.object({
  imported: z.array(z.object({ templateId: safeText(), title: safeText(), comparison: z.enum(['new', 'newer']), filesImported: z.number().int() })),
  skipped: z.array(z.object({ templateId: safeText(), title: safeText(), folder: safeText(), reason: collectionSkipReasonSchema, message: safeText() })),
  warnings: z.array(safeText()),
});
export type ImportCollectionResponse = z.infer<typeof importCollectionResponseSchema>;
