// The frame every inline SVG icon shares (24 px grid, stroke = currentColor). Decorative by
// default: the surrounding control carries the accessible name. Icon sets (icons.tsx,
// user-menu-icons.tsx, features/game/game-icons.tsx) draw their paths inside it.
import type { ReactNode, SVGProps } from 'react';

/** Props of every icon: any SVG attribute, sized by className (default 1.25rem). */
export type IconProps = SVGProps<SVGSVGElement>;

/** An icon's SVG frame around its paths. */
export function Icon({ children, className = 'size-5', ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      {children}
    </svg>
  );
}
