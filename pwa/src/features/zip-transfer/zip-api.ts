// The zip calls of spec 2 §7: exportTemplates (a file blob, downloaded under the server's name),
// importTemplateZip (multipart field `zip`; an older or same World is confirmed with the token the
// server answered, importing the upload it already checked, issue 32.4, or with `overwrite` and the
// file again when that is gone) and the collection import (multipart field `file`).
import { importCollectionResponseSchema, importTemplateResponseSchema, ZIP_TEXTS, type ImportCollectionResponse, type ImportTemplateResponse } from '@schemas';
import { isApiError } from '../../shared/api/api-error';
import { apiDownload, apiPost, type DownloadProgress } from '../../shared/api/api-client';

/** Imports can unpack many Worlds: a longer wait than a JSON call. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

/** Which Worlds to export: by id, or all the user may edit (an admin: every World). */
export type ExportSelection = { templateIds: readonly string[] } | { all: true };

/** Downloads the zip of some Worlds and hands it to the browser as a file; resolves with the file's name. */
export async function exportWorlds(selection: ExportSelection, onProgress?: DownloadProgress): Promise<string> {
  const body = 'all' in selection ? { all: true } : { templateIds: [...selection.templateIds] };
  const { blob, fileName } = await apiDownload('/templates/export', body, { onProgress });
  saveFile(blob, fileName);
  return fileName;
}

/** Offers a blob to the user as a download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Let the download start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Imports one World's zip; `overwrite` confirms replacing a newer or same World. */
export function importWorld(file: File, overwrite = false): Promise<ImportTemplateResponse> {
  const form = new FormData();
  form.set('zip', file);
  form.set('overwrite', String(overwrite));
  return apiPost('/templates/import', importTemplateResponseSchema, form, { timeoutMs: IMPORT_TIMEOUT_MS });
}

/**
 * Confirms an older or same World: imports the upload the server kept under `token` (no second
 * upload); when the server no longer holds it (expired, or another server process), sends `file`
 * again with `overwrite`.
 */
export async function confirmImport(token: string | undefined, file: File): Promise<ImportTemplateResponse> {
  if (token) {
    try {
      return await apiPost('/templates/import/confirm', importTemplateResponseSchema, { token });
    } catch (error) {
      if (!isApiError(error) || error.errorMessage !== ZIP_TEXTS.importExpired) throw error;
    }
  }
  return importWorld(file, true);
}

/** Imports a collection zip; resolves with the summary (imported, skipped with why, warnings). */
export function importCollection(file: File): Promise<ImportCollectionResponse> {
  const form = new FormData();
  form.set('file', file);
  return apiPost('/templates/import-collection', importCollectionResponseSchema, form, { timeoutMs: IMPORT_TIMEOUT_MS });
}
