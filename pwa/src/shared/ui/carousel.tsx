import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useMediaQuery } from '../browser/use-media-query';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';

/** Swipe distance that turns a page (spec 1 §9). */
export const SWIPE_THRESHOLD_PX = 50;

/** Props of a Carousel. */
export type CarouselProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /**
   * Items visible at once: a number, or one per width (base, from 768 px, from 1024 px; 1 to 3).
   * Pages = items / itemsPerView, rounded up. Given per width, the slides' widths are set by CSS,
   * so a page prerendered without knowing the screen (issue 31) is drawn at the right width at once.
   */
  itemsPerView?: number | ItemsPerView;
  /** Whether next on the last page goes back to the first. */
  wrap?: boolean;
  /** Extra classes for the control row (e.g. colours on a dark band). */
  tone?: 'light' | 'dark';
};

/** Items visible at once per screen width (Tailwind's md and lg breakpoints). */
export type ItemsPerView = { base: 1 | 2 | 3; md?: 1 | 2 | 3; lg?: 1 | 2 | 3 };

// Whole class names, so that Tailwind finds them.
const BASIS = { 1: 'basis-full', 2: 'basis-1/2', 3: 'basis-1/3' } as const;
const MD_BASIS = { 1: 'md:basis-full', 2: 'md:basis-1/2', 3: 'md:basis-1/3' } as const;
const LG_BASIS = { 1: 'lg:basis-full', 2: 'lg:basis-1/2', 3: 'lg:basis-1/3' } as const;

/** The slide width classes of a per-width count. */
function basisClasses(view: ItemsPerView): string {
  return [BASIS[view.base], view.md ? MD_BASIS[view.md] : '', view.lg ? LG_BASIS[view.lg] : ''].filter(Boolean).join(' ');
}

/**
 * Classes that hide the controls from the widths where every item fits on one page, so a page
 * prerendered for a narrow screen shows none on a wide one before the app runs.
 */
function controlsHiddenClasses(view: ItemsPerView, items: number): string {
  const atMd = view.md ?? view.base;
  if (Math.ceil(items / atMd) <= 1) return 'md:hidden';
  return Math.ceil(items / (view.lg ?? atMd)) <= 1 ? 'lg:hidden' : '';
}

/** The count for the current width (the first render of a prerendered page counts as narrow, as the server did). */
function useItemsPerView(itemsPerView: number | ItemsPerView): number {
  const md = useMediaQuery('(min-width: 768px)');
  const lg = useMediaQuery('(min-width: 1024px)');
  if (typeof itemsPerView === 'number') return itemsPerView;
  const atMd = itemsPerView.md ?? itemsPerView.base;
  return lg ? (itemsPerView.lg ?? atMd) : md ? atMd : itemsPerView.base;
}

type Gesture = { pointerId: number; x: number; y: number; horizontal: boolean | undefined };

/**
 * Pages through items by swipe, arrow buttons, dots or the arrow keys (spec 1 §2 template carousel).
 * Controls appear only when there is more than one page; off-page slides are inert.
 */
export function Carousel<T>({ items, getKey, renderItem, label, itemsPerView: perView = 1, wrap = false, tone = 'light' }: CarouselProps<T>) {
  const itemsPerView = useItemsPerView(perView);
  const slideWidth = typeof perView === 'number' ? { style: { flexBasis: `${100 / perView}%` } } : { className: basisClasses(perView) };
  const pageCount = Math.max(1, Math.ceil(items.length / itemsPerView));
  const [requestedPage, setPage] = useState(0);
  const page = Math.min(requestedPage, pageCount - 1); // stays valid when itemsPerView changes
  const [dragX, setDragX] = useState(0);
  const gesture = useRef<Gesture | null>(null);
  const swiped = useRef(false);
  const hasControls = pageCount > 1;

  const goTo = (target: number) => {
    const next = wrap ? (target + pageCount) % pageCount : Math.max(0, Math.min(pageCount - 1, target));
    setPage(next);
  };
  const canPrev = wrap || page > 0;
  const canNext = wrap || page < pageCount - 1;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!hasControls || (e.pointerType === 'mouse' && e.button !== 0)) return;
    gesture.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, horizontal: undefined };
    swiped.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (g.horizontal === undefined && Math.hypot(dx, dy) > 8) {
      g.horizontal = Math.abs(dx) > Math.abs(dy);
      if (g.horizontal) e.currentTarget.setPointerCapture(e.pointerId);
    }
    if (!g.horizontal) return;
    const atEdge = (dx > 0 && !canPrev) || (dx < 0 && !canNext);
    setDragX(atEdge ? dx / 3 : dx); // resist past the ends
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    gesture.current = null;
    const dx = e.clientX - g.x;
    setDragX(0);
    if (!g.horizontal || Math.abs(dx) < SWIPE_THRESHOLD_PX) return;
    swiped.current = true; // the click that ends a drag must not open a card
    if (dx < 0 && canNext) goTo(page + 1);
    if (dx > 0 && canPrev) goTo(page - 1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!hasControls) return;
    if (e.key === 'ArrowLeft' && canPrev) {
      e.preventDefault();
      goTo(page - 1);
    } else if (e.key === 'ArrowRight' && canNext) {
      e.preventDefault();
      goTo(page + 1);
    }
  };

  const dark = tone === 'dark';
  // aria-disabled rather than disabled: the focused arrow keeps focus at either end.
  const arrowClass = `grid size-11 shrink-0 place-items-center rounded-full border transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-35 ${
    dark ? 'border-white/25 text-white hover:bg-white/15' : 'border-parchment-400 bg-parchment-50 text-ink-800 hover:bg-white'
  }`;

  return (
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div
        className="overflow-hidden touch-pan-y"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // A mouse drag that starts on a link or image would become a native drag-and-drop.
        onDragStart={(e) => hasControls && e.preventDefault()}
        onClickCapture={(e) => {
          if (swiped.current) {
            e.preventDefault();
            e.stopPropagation();
            swiped.current = false;
          }
        }}
      >
        <div
          className={`-mx-2 flex ${dragX === 0 ? 'transition-transform duration-500 ease-out' : ''}`}
          style={{ transform: `translateX(calc(${-page * 100}% + ${dragX}px))` }}
        >
          {items.map((item, index) => {
            const onPage = Math.floor(index / itemsPerView) === page;
            return (
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                aria-hidden={!onPage}
                inert={!onPage}
                className={`shrink-0 px-2 ${slideWidth.className ?? ''}`}
                style={slideWidth.style}
              >
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      </div>

      {hasControls && (
        <div className={`mt-4 flex items-center justify-center gap-1 ${typeof perView === 'number' ? '' : controlsHiddenClasses(perView, items.length)}`}>
          <button type="button" className={arrowClass} onClick={() => canPrev && goTo(page - 1)} aria-disabled={!canPrev} aria-label="Previous slide">
            <ChevronLeftIcon />
          </button>
          <div className="flex flex-wrap justify-center">
            {Array.from({ length: pageCount }, (_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Go to page ${i + 1} of ${pageCount}`}
                aria-current={i === page ? 'true' : undefined}
                className="group grid size-11 place-items-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${
                    i === page ? `w-6 ${dark ? 'bg-gold-300' : 'bg-ember-600'}` : `w-2.5 ${dark ? 'bg-white/35 group-hover:bg-white/60' : 'bg-parchment-400 group-hover:bg-ink-500'}`
                  }`}
                />
              </button>
            ))}
          </div>
          <button type="button" className={arrowClass} onClick={() => canNext && goTo(page + 1)} aria-disabled={!canNext} aria-label="Next slide">
            <ChevronRightIcon />
          </button>
          <p className="sr-only" aria-live="polite">
            {`Page ${page + 1} of ${pageCount}`}
          </p>
        </div>
      )}
    </section>
  );
}
