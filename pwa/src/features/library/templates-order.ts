import type { TemplateMetadata } from '@schemas';

/** Carousel order (spec 2 §7): by `order`; a missing order is parsed as the default 999, i.e. last. */
export function byCarouselOrder(a: TemplateMetadata, b: TemplateMetadata): number {
  return a.order - b.order;
}
