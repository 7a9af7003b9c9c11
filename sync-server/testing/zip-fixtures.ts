/**
 * Worlds with pictures for the zip tests and bench: a World of the example shape with a cover,
 * an element picture and a portrait stored in the image store and referenced from the template.
 */
import { templateSchema, type ImageReference, type Template } from '@schemas';
import JSZip from 'jszip';
import { exampleTemplate } from '../../schemas/testing/examples';
import type { Queryable } from '../src/db/db';
import { storeImage } from '../src/images/image-repo';
import { checkPicture, versionOf } from '../src/images/picture-bytes';
import { saveTemplate } from '../src/templates/template-repo';
import { pngBytes } from './test-pictures';

/** A small SVG picture, different for each seed. */
export function svgBytes(seed: number): Uint8Array {
  return new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#${(seed * 4099).toString(16).padStart(6, '0').slice(-6)}"/></svg>`);
}

/** `n` bytes that start like a PNG and then do not compress (the bench's stand-in for a real picture of that size). */
export function noisyPng(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let x = (seed * 2654435761) >>> 0 || 1;
  for (let i = 8; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** Stores a World with three pictures (PNG cover, SVG element, PNG portrait) owned by `creatorId`; answers the stored template. */
export async function makeWorldWithPictures(db: Queryable, opts: { id: string; title: string; creatorId: string | null; seed: number; updatedAt?: string; pngSize?: number; noisyBytes?: number }): Promise<Template> {
  const size = opts.pngSize ?? 8;
  const pictures = {
    cover: checkPicture({ bytes: opts.noisyBytes ? noisyPng(opts.noisyBytes, opts.seed) : pngBytes(size, size, [opts.seed % 256, 40, 90]), fileType: 'png', mimeType: 'image/png' }),
    element: checkPicture({ bytes: svgBytes(opts.seed), fileType: 'svg', mimeType: 'image/svg+xml' }),
    portrait: checkPicture({ bytes: opts.noisyBytes ? noisyPng(opts.noisyBytes, opts.seed + 7919) : pngBytes(size, size + 1, [10, opts.seed % 256, 10]), fileType: 'png', mimeType: 'image/png' }),
  };
  const ref = (subDirectory: string, id: string, p: typeof pictures.cover): ImageReference => ({
    id, source: 'template', sourceId: opts.id, subDirectory, fileType: p.fileType, status: 'ready', description: `${id} of ${opts.title}`, version: versionOf(p.contentHash),
  });
  const base = exampleTemplate();
  const now = opts.updatedAt ?? '2026-03-01T10:00:00.000Z';
  const template = templateSchema.parse({
    ...base,
    id: opts.id,
    title: opts.title,
    teaser: `Teaser of ${opts.title} (${opts.seed})`,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: now,
    containsImages: true,
    creatorId: opts.creatorId,
    coverImage: ref('cover', 'cover', pictures.cover),
    storyElements: base.storyElements!.map((e) => ({ ...e, image: ref('elements', e.id, pictures.element) })),
    player1: { ...base.player1!, possibleCharacterIdentities: base.player1!.possibleCharacterIdentities.map((identity, i) => (i === 0 ? { ...identity, image: ref('players', 'player1_0', pictures.portrait) } : identity)) },
  });
  await saveTemplate(db, template);
  await storeImage(db, { source: 'template', sourceId: opts.id, subDirectory: 'cover', id: 'cover' }, pictures.cover, '');
  await storeImage(db, { source: 'template', sourceId: opts.id, subDirectory: 'elements', id: base.storyElements![0]!.id }, pictures.element, '');
  await storeImage(db, { source: 'template', sourceId: opts.id, subDirectory: 'players', id: 'player1_0' }, pictures.portrait, '');
  return template;
}

/** A zip holding one World's folder (or the root) with its template.json and extra files. */
export async function zipOf(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** A template.json (format version 1) for a World. */
export function templateJson(t: Template | Record<string, unknown>, formatVersion: number | null = 1): string {
  const { creatorId: _c, creatorUsername: _u, ...rest } = t as Record<string, unknown>;
  return JSON.stringify(formatVersion === null ? rest : { formatVersion, ...rest });
}

/** Bytes as a Blob for a multipart upload. */
export function blobOf(bytes: Uint8Array): Blob {
  return new Blob([new Uint8Array(bytes)]);
}
