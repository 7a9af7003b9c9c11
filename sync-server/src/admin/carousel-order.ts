/**
 * Save Order of the welcome screen carousel (spec 2 §2 'Welcome Screen Stories', §4 'Carousel
 * ordering'): the new `order` of each template whose position changed, written to the rows in one
 * transaction (an unknown id rolls it all back: nothing written), then into each World's Y.Doc so
 * an editor that has it open sees the new position and never writes the old one back; both
 * through the world store (templates/world-store.ts).
 */
import { sectionMap } from '@engine/world-doc';
import type { CarouselOrderRequest, TemplateMetadata } from '@schemas';
import type { WriteWorld } from '../collab/world-writes';
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import { findTemplate, templateExists, toMetadata } from '../templates/template-repo';
import { changeWorld, writeOrderRow } from '../templates/world-store';

/** Writes the carousel order; resolves with the templates named, as they now are. */
export async function saveCarouselOrder(deps: { db: Db; writeWorld: WriteWorld }, request: CarouselOrderRequest): Promise<TemplateMetadata[]> {
  const now = new Date().toISOString();
  const written = await deps.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const { id, template } of request.templates) {
      if (await writeOrderRow(tx, id, template.order, now)) ids.push(id);
      else if (!(await templateExists(tx, id))) throw apiError(404, "The template you're looking for couldn't be found.");
    }
    return ids;
  });
  const orders = new Map(request.templates.map((t) => [t.id, t.template.order]));
  for (const id of written) {
    const order = orders.get(id)!;
    // False: deleted since the transaction; its order went with it.
    await changeWorld(deps, id, (doc) => sectionMap(doc, 'setup').set('order', order));
  }
  const out: TemplateMetadata[] = [];
  for (const { id } of request.templates) {
    const stored = await findTemplate(deps.db, id);
    if (stored) out.push(toMetadata(stored.template));
  }
  return out;
}
