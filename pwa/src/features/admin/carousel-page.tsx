// /admin/carousel (spec 2 §2 'Welcome Screen Stories', §4 'Carousel ordering'): the Published
// Worlds shown on the welcome screen, by order; drag to reorder with mouse, touch or keyboard
// (Space/Enter lift and drop, arrows 25 px a step, Escape cancels, autoscroll), then Save Order
// writes the new position of each row whose position changed, in one transaction.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TemplateMetadata } from '@schemas';
import { useMemo, useState } from 'react';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { Tooltip } from '../../shared/ui/tooltip';
import { fetchAllTemplates, forgetPublishedLists, saveCarouselOrder } from './admin-api';
import { AdminLoadError, AdminLoading } from './admin-panels';
import { carouselTemplates, changedOrders } from './admin-rules';
import { useAdminData } from './use-admin-data';

/** Spec 2 §8's texts, word for word. */
export const CAROUSEL_TEXT = {
  loadFailed: 'Failed to load story templates. Please try again.',
  saveFailed: 'Failed to save template order. Please try again.',
} as const;

/** Pixels a keyboard arrow moves the lifted row (spec 2 §4). */
export const KEYBOARD_STEP_PX = 25;

const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const { x, y } = currentCoordinates;
  switch (event.code) {
    case 'ArrowDown':
      return { x, y: y + KEYBOARD_STEP_PX };
    case 'ArrowUp':
      return { x, y: y - KEYBOARD_STEP_PX };
    case 'ArrowRight':
      return { x: x + KEYBOARD_STEP_PX, y };
    case 'ArrowLeft':
      return { x: x - KEYBOARD_STEP_PX, y };
    default:
      return undefined;
  }
};

/**
 * What a screen reader hears while a row moves (issue 27): the Worlds' titles and positions, not
 * their ids as dnd-kit's default announcements read them.
 */
export function carouselAnnouncements(titleOf: (id: string) => string, positionOf: (id: string) => number, count: number): Announcements {
  const name = (id: string | number) => `“${titleOf(String(id))}”`;
  const at = (id: string | number) => `position ${positionOf(String(id))} of ${count}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)} at ${at(active.id)}.`,
    // Over its own place (the first step of a lift): nothing new to say, 'Picked up' stays.
    onDragOver: ({ active, over }) =>
      !over ? `${name(active.id)} is no longer over a place in the order.` : over.id === active.id ? undefined : `${name(active.id)} was moved over ${name(over.id)}, ${at(over.id)}.`,
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} was dropped at ${at(over.id)}.` : `${name(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled: it stays at ${at(active.id)}.`,
  };
}

/** The carousel order page. */
export function AdminCarouselPage() {
  const { data, failed } = useAdminData((signal) => fetchAllTemplates(signal), 'carousel');
  const loaded = useMemo(() => (data ? carouselTemplates(data.templates) : undefined), [data]);
  return (
    <section aria-labelledby="admin-carousel-heading" className="space-y-4">
      <title>World Carousel · Admin · Taleforge</title>
      {failed && <AdminLoadError message={CAROUSEL_TEXT.loadFailed} onRetry={() => window.location.reload()} />}
      {loaded ? (
        <CarouselOrder loaded={loaded} />
      ) : (
        <>
          <h2 id="admin-carousel-heading" className="text-2xl font-semibold">Welcome Screen Stories</h2>
          {!failed && <AdminLoading label="Loading the Worlds…" />}
        </>
      )}
    </section>
  );
}

function CarouselOrder({ loaded }: { loaded: TemplateMetadata[] }) {
  const [ids, setIds] = useState<string[]>(() => loaded.map((t) => t.id));
  const [saved, setSaved] = useState<{ id: string; order: number }[]>(() => loaded.map((t) => ({ id: t.id, order: t.order })));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState(false);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(loaded.map((t) => [t.id, t])), [loaded]);
  const changes = changedOrders(saved, ids);

  const announcements = useMemo(() => carouselAnnouncements((id) => byId.get(id)?.title.trim() || 'Untitled World', (id) => ids.indexOf(id) + 1, ids.length), [byId, ids]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setIds((prev) => arrayMove(prev, prev.indexOf(String(active.id)), prev.indexOf(String(over.id))));
  };

  const save = async () => {
    setSaving(true);
    setSaveError(false);
    try {
      if (changes.length) await saveCarouselOrder(changes);
      await forgetPublishedLists().catch((error: unknown) => console.error('[Admin carousel] cache refresh failed', error));
      setSaved(ids.map((id, order) => ({ id, order })));
      showToast({ kind: 'success', title: 'Order saved' });
    } catch (error) {
      console.error('[Admin carousel] save failed', error);
      setSaveError(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-carousel-heading" className="text-2xl font-semibold">Welcome Screen Stories</h2>
        {loaded.length > 0 && (
          <Tooltip content="Drag the stories into the order the welcome screen shows them, then save. Keyboard: Space to lift, arrows to move, Space to drop, Escape to cancel.">
            <button type="button" onClick={() => void save()} disabled={saving || changes.length === 0} className={buttonClass('primary')}>
              {saving ? 'Saving…' : 'Save Order'}
            </button>
          </Tooltip>
        )}
      </div>
      {saveError && <AdminLoadError message={CAROUSEL_TEXT.saveFailed} onRetry={() => void save()} />}
      {loaded.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} autoScroll accessibility={{ announcements }}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="space-y-2" aria-label="Welcome screen order">
              {ids.map((id, index) => {
                const t = byId.get(id);
                return t ? <CarouselRow key={id} template={t} position={index + 1} /> : null;
              })}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </>
  );
}

function CarouselRow({ template, position }: { template: TemplateMetadata; position: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: template.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex touch-manipulation items-center gap-3 rounded-2xl border bg-parchment-50 p-3 shadow-card sm:p-4 ${isDragging ? 'relative z-10 border-ember-600 shadow-lg' : 'border-parchment-300'}`}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Move ${template.title}, position ${position}`}
        className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-xl text-ink-600 hover:bg-parchment-200 focus-visible:outline-2 focus-visible:outline-ember-600 active:cursor-grabbing"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
          <circle cx="7" cy="5" r="1.5" /><circle cx="13" cy="5" r="1.5" /><circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" /><circle cx="7" cy="15" r="1.5" /><circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words">{template.title}</h3>
        <p className="line-clamp-2 text-sm text-ink-700">{template.teaser}</p>
      </div>
      <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-ink-700">Position: {position}</span>
    </li>
  );
}
