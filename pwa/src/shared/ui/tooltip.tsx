import { cloneElement, isValidElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

/** Delay before a tooltip shows (spec 1 §9). */
export const TOOLTIP_SHOW_DELAY_MS = 200;
/** Delay before a tooltip hides (spec 1 §9). */
export const TOOLTIP_HIDE_DELAY_MS = 100;

/** Props of a Tooltip. */
export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button, a link): it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  className?: string;
};

/**
 * A tooltip on hover or keyboard focus: shows after 200 ms, hides 100 ms after the pointer or
 * focus leaves, Escape hides it. Its text is the trigger's accessible description at all times.
 */
export function Tooltip({ content, children, placement = 'top', className = '' }: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(next), next ? TOOLTIP_SHOW_DELAY_MS : TOOLTIP_HIDE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const trigger = isValidElement(children)
    ? cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
      })
    : children;

  return (
    <span
      className={`relative inline-flex ${className}`}
      onPointerEnter={() => schedule(true)}
      onPointerLeave={() => schedule(false)}
      onFocus={() => schedule(true)}
      onBlur={() => schedule(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && visible) {
          clearTimeout(timer.current);
          setVisible(false);
        }
      }}
    >
      {trigger}
      <span
        id={id}
        role="tooltip"
        hidden={!visible}
        className={`pointer-events-none absolute left-1/2 z-40 w-max max-w-[16rem] -translate-x-1/2 rounded-lg bg-ink-950 px-3 py-2 text-left text-sm leading-snug font-normal text-white shadow-lift ${
          placement === 'top' ? 'bottom-full mb-2' : 'top-full mt-2'
        }`}
      >
        {content}
      </span>
    </span>
  );
}
