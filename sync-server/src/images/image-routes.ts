/**
 * Serving stored pictures (spec 1 §7): `/images/templates/{templateId}/{subDirectory}/{id}.{fileType}`
 * and `/images/stories/{storyId}/{subDirectory?}/{id}.{fileType}`, from the database so every
 * process serves the same ones. Every segment matches a strict pattern (letters, digits, `_`, `-`;
 * the one dot is the extension's), so no path can climb anywhere. The ETag is the content hash;
 * a URL whose `t` parameter is the picture's current version is cached for a year, any other for
 * a few minutes. Every picture is served `inline` under its own file name; an SVG also carries a
 * sandboxing CSP, so a picture opened on its own (not in an <img>) runs, loads, submits and
 * navigates nothing (issue 26.3; its content is rebuilt from an allowlist as well). Versioned
 * URLs are answered from a per-process memory (picture-cache.ts), SVGs there already gzip'd.
 */
import { IMAGE_FILE_NAME, IMAGE_PATH_SEGMENT } from '@schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { findReadyImage, type ImageKey } from './image-repo';
import { versionOf } from './picture-bytes';
import { PictureCache } from './picture-cache';

/**
 * The CSP of an SVG picture opened on its own: nothing loads but its own styles and embedded
 * rasters, and `sandbox` (no allow tokens) takes scripts, forms, popups and navigation away.
 */
export const SVG_PICTURE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** Cache lifetime of a URL without the current version: a regenerated cover shows within minutes. */
export const SHORT_MAX_AGE_S = 300;
const NOT_FOUND = 'Image not found.';

/** Whether an If-None-Match header names the content hash (weak comparison, lists and `*`). */
function matchesEtag(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === `"${hash}"`;
  });
}

/** Whether an Accept-Encoding header takes gzip (named or `*`, with a q above 0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q) > 0);
  });
}

/** The key of a request's path, or null when a segment is not a valid one. */
function keyOf(source: ImageKey['source'], sourceId: string, subDirectory: string, file: string): { key: ImageKey; fileType: string } | null {
  const name = IMAGE_FILE_NAME.exec(file);
  if (!name || !IMAGE_PATH_SEGMENT.test(sourceId) || (subDirectory !== '' && !IMAGE_PATH_SEGMENT.test(subDirectory))) return null;
  return { key: { source, sourceId, subDirectory, id: name[1] as string }, fileType: name[2] as string };
}

/** Routes: GET (and HEAD) of `/images/templates/...` and `/images/stories/...`; versioned URLs are answered from `cache` when it has them. */
export function imageRoutes(db: Db, cache = new PictureCache()) {
  const app = new Hono<AppEnv>();

  const serve = async (c: Context<AppEnv>, source: ImageKey['source'], sourceId: string, subDirectory: string, file: string) => {
    const parsed = keyOf(source, sourceId, subDirectory, file);
    if (!parsed) throw apiError(404, NOT_FOUND);
    const t = c.req.query('t');
    const path = c.req.path;
    let remembered = t !== undefined ? cache.get(path, t) : null;
    const image = remembered?.image ?? (await findReadyImage(db, parsed.key));
    // The extension names the stored type: one picture, one URL.
    if (!image || image.fileType !== parsed.fileType) throw apiError(404, NOT_FOUND);
    const current = t === versionOf(image.contentHash);
    if (current && !remembered) remembered = cache.set(path, t, image);
    const gzip = remembered?.gzip && acceptsGzip(c.req.header('accept-encoding')) ? remembered.gzip : null;
    // As the compress middleware would mark it: the gzip'd body is a weak match of the picture.
    const etag = gzip ? `W/"${image.contentHash}"` : `"${image.contentHash}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', current ? 'public, max-age=31536000, immutable' : `public, max-age=${SHORT_MAX_AGE_S}`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', `inline; filename="${file}"`);
    if (image.fileType === 'svg') c.header('Content-Security-Policy', SVG_PICTURE_CSP);
    if (remembered?.gzip) c.header('Vary', 'Accept-Encoding');
    if (matchesEtag(c.req.header('if-none-match'), image.contentHash)) return c.body(null, 304);
    c.header('Content-Type', image.mimeType);
    if (gzip) {
      c.header('Content-Encoding', 'gzip');
      return c.body(gzip as Uint8Array<ArrayBuffer>, 200);
    }
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200);
  };

  app.get('/images/templates/:sourceId/:subDirectory/:file', (c) => serve(c, 'template', c.req.param('sourceId'), c.req.param('subDirectory'), c.req.param('file')));
  app.get('/images/stories/:sourceId/:file', (c) => serve(c, 'story', c.req.param('sourceId'), '', c.req.param('file')));
  app.get('/images/stories/:sourceId/:subDirectory/:file', (c) => serve(c, 'story', c.req.param('sourceId'), c.req.param('subDirectory'), c.req.param('file')));
  return app;
}
