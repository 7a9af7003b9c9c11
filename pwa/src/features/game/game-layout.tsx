// The game's two columns (spec 1 §2): the sidebar fixed beside the story from 768 px, and behind a
// menu button in a drawer below that.
import { useEffect, useRef, type ReactNode } from 'react';
import { useMediaQuery } from '../../shared/browser/use-media-query';
import { CloseIcon } from '../../shared/icons/icons';
import { MenuIcon } from './game-icons';

/** Props of the layout. */
export type GameLayoutProps = {
  sidebar: ReactNode;
  /** Short text on the menu button (the character's name). */
  menuLabel: string;
  drawerOpen: boolean;
  onDrawer: (open: boolean) => void;
  /** Notices above the story (connection, rate limit, errors). */
  notices?: ReactNode;
  /** Use the whole column (character selection) instead of the reading measure. */
  wide?: boolean;
  children: ReactNode;
};

/** Sidebar and main column. */
export function GameLayout({ sidebar, menuLabel, drawerOpen, onDrawer, notices, wide: wideContent = false, children }: GameLayoutProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <div className="mx-auto flex w-full max-w-6xl gap-8 px-4 pt-4 pb-16 sm:px-6 md:pt-8 lg:gap-12">
      {wide && (
        <aside aria-label="Character and story" className="sticky top-24 max-h-[calc(100dvh-7rem)] w-64 shrink-0 self-start overflow-y-auto pr-1 lg:w-80">
          {sidebar}
        </aside>
      )}
      <div className="min-w-0 flex-1">
        {!wide && (
          <div className="mb-4 flex items-center gap-2">
            <button
              type="button"
              onClick={() => onDrawer(true)}
              aria-expanded={drawerOpen}
              aria-controls="game-drawer"
              className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border border-parchment-400 bg-parchment-50 px-4 font-semibold text-ink-900 shadow-sm"
            >
              <MenuIcon className="size-5 shrink-0" />
              <span className="truncate">{menuLabel}</span>
            </button>
          </div>
        )}
        {notices && <div className="mb-5 space-y-3">{notices}</div>}
        <div className={`@container mx-auto ${wideContent ? 'max-w-4xl' : 'max-w-[40rem]'}`}>{children}</div>
      </div>
      {!wide && drawerOpen && <Drawer onClose={() => onDrawer(false)}>{sidebar}</Drawer>}
    </div>
  );
}

function Drawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('button, select, a[href]')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      root.style.overflow = overflow;
      returnTo?.focus();
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-40" role="dialog" aria-modal="true" aria-label="Character and story" id="game-drawer">
      <div className="absolute inset-0 bg-ink-950/50" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="absolute inset-y-0 left-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-parchment-100 p-4 pt-3 shadow-lift motion-safe:animate-toast-in"
      >
        <div className="mb-2 flex justify-end">
          <button type="button" onClick={onClose} className="grid size-11 place-items-center rounded-full text-ink-700 hover:bg-parchment-200" aria-label="Close">
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
