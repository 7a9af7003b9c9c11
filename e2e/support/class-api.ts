// e2e helpers for the class journey (issue 33): a class made straight through the API, and the join
// cards' QR codes read back from the print view.
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { classResponseSchema, type ClassDetail, type TemplateMetadata } from '@schemas';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Author } from './editor-api';

/** Creates a class of `groups` from `world` as `teacher` (shortest length, balanced level). */
export async function createClassApi(teacher: Author, world: TemplateMetadata, groups: number[]): Promise<ClassDetail> {
  const cookie = (await teacher.api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const res = await teacher.api.post('/classes', {
    headers: { 'X-CSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') },
    data: { requestId: randomUUID(), templateId: world.id, groups, maxTurns: world.maxTurnsMin, difficultyLevel: world.difficultyLevels.find((l) => l.modifier === 0) ?? world.difficultyLevels[0] },
  });
  const body = (await res.json()) as { status: string; data: unknown; errorMessage?: string };
  if (body.status !== 'success') throw new Error(`class creation failed: ${body.errorMessage}`);
  return classResponseSchema.parse(body.data).class;
}

/** Reads the QR code drawn in `element` from a screenshot of it (null when no code is found). */
export async function readQr(element: Locator): Promise<string | null> {
  const png = PNG.sync.read(await element.screenshot());
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height)?.data ?? null;
}

/** The number of pages of a PDF Chromium wrote (its page objects). */
export function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
