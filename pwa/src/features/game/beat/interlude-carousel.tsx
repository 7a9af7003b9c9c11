// Interludes shown while the next beat is written (spec 1 §2): swipe or arrows, wraps around,
// dots, and a 500 ms lock after each turn so a fast double tap does not skip one (spec 1 §9).
import type { ImageReference, Interlude } from '@schemas';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { StoryImage } from '../../../shared/images/story-image';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/icons/icons';
import { SWIPE_THRESHOLD_PX } from '../../../shared/ui/carousel';

/** Interlude transition lock (spec 1 §9). */
export const INTERLUDE_LOCK_MS = 500;

/** The next slide index, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  return count <= 0 ? 0 : ((index % count) + count) % count;
}

function interludeImage(interlude: Interlude, images: readonly ImageReference[]): ImageReference | undefined {
  if (interlude.imageSource === 'none' || interlude.imageId === '') return undefined;
  return images.find((i) => i.id === interlude.imageId && i.source === interlude.imageSource);
}

/** The interlude carousel; nothing when there are no interludes. */
export function InterludeCarousel({ interludes, images }: { interludes: readonly Interlude[]; images: readonly ImageReference[] }) {
  const [index, setIndex] = useState(0);
  const lockedUntil = useRef(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = interludes.length;
  if (count === 0) return null;
  const current = wrapIndex(index, count);

  const go = (target: number) => {
    const now = performance.now();
    if (now < lockedUntil.current) return;
    lockedUntil.current = now + INTERLUDE_LOCK_MS;
    setIndex(wrapIndex(target, count));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (e.key === 'ArrowLeft') go(current - 1);
    else if (e.key === 'ArrowRight') go(current + 1);
    else return;
    e.preventDefault();
    e.stopPropagation(); // the beat navigator listens for arrows too
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    start.current = null;
    if (!s || s.id !== e.pointerId || count < 2) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(e.clientY - s.y)) return;
    go(dx < 0 ? current + 1 : current - 1);
  };

  const arrow =
    'grid size-11 shrink-0 place-items-center rounded-full border border-white/25 text-white hover:bg-white/15 focus-visible:outline-gold-300';
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Meanwhile"
      onKeyDown={onKeyDown}
      data-own-arrows=""
      className="on-dark overflow-hidden rounded-2xl bg-night-800 text-night-100 shadow-card"
    >
      <div className="touch-pan-y overflow-hidden" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
        <div className="flex transition-transform duration-500 ease-out motion-reduce:transition-none" style={{ transform: `translateX(-${current * 100}%)` }}>
          {interludes.map((interlude, i) => {
            const ref = interludeImage(interlude, images);
            return (
              <figure
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={i !== current}
                inert={i !== current}
                className="w-full shrink-0"
              >
                {ref && (
                  <StoryImage
                    image={ref}
                    width={600}
                    height={400}
                    alt={ref.description}
                    loading={i === current ? 'eager' : 'lazy'}
                    fallback={<span aria-hidden="true" className="absolute inset-0 bg-night-700" />}
                    className="bg-night-700"
                  />
                )}
                <figcaption className="px-5 pt-5 pb-2 font-display text-lg leading-relaxed text-white italic sm:px-6 sm:text-xl">{interlude.text}</figcaption>
              </figure>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-center gap-1 px-3 pb-3">
          <button type="button" className={arrow} onClick={() => go(current - 1)} aria-label="Previous interlude">
            <ChevronLeftIcon />
          </button>
          <div className="flex">
            {interludes.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={`Interlude ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                className="group grid size-11 place-items-center rounded-full focus-visible:outline-gold-300"
              >
                <span className={`block h-2.5 rounded-full transition-all ${i === current ? 'w-6 bg-gold-300' : 'w-2.5 bg-white/35 group-hover:bg-white/60'}`} />
              </button>
            ))}
          </div>
          <button type="button" className={arrow} onClick={() => go(current + 1)} aria-label="Next interlude">
            <ChevronRightIcon />
          </button>
          <p className="sr-only" aria-live="polite">{`Interlude ${current + 1} of ${count}`}</p>
        </div>
      ) : (
        <div className="pb-3" />
      )}
    </section>
  );
}
