// Inline SVG icons (24 px grid, stroke = currentColor). Decorative by default: give the
// surrounding control its accessible name.
import type { ReactNode, SVGProps } from 'react';

/** Props of every icon: any SVG attribute, sized by className (default 1.25rem). */
export type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, className = 'size-5', ...rest }: IconProps & { children: ReactNode }) {
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

/** An X. */
export function CloseIcon(props: IconProps) {
  return <Icon {...props}><path d="M6 6l12 12M18 6L6 18" /></Icon>;
}
/** A circled i. */
export function InfoIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="12" r="9" /><path d="M12 11v5M12 8h.01" /></Icon>;
}
/** A circled check. */
export function SuccessIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="12" r="9" /><path d="M8 12.5l2.5 2.5L16 9.5" /></Icon>;
}
/** A triangle with an exclamation mark. */
export function WarningIcon(props: IconProps) {
  return <Icon {...props}><path d="M12 4L2.5 20h19L12 4z" /><path d="M12 10v4M12 17h.01" /></Icon>;
}
/** A circled exclamation mark. */
export function ErrorIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5h.01" /></Icon>;
}
/** A left chevron. */
export function ChevronLeftIcon(props: IconProps) {
  return <Icon {...props}><path d="M15 5l-7 7 7 7" /></Icon>;
}
/** A right chevron. */
export function ChevronRightIcon(props: IconProps) {
  return <Icon {...props}><path d="M9 5l7 7-7 7" /></Icon>;
}
/** A right arrow. */
export function ArrowRightIcon(props: IconProps) {
  return <Icon {...props}><path d="M5 12h14M13 6l6 6-6 6" /></Icon>;
}
/** A house. */
export function HomeIcon(props: IconProps) {
  return <Icon {...props}><path d="M4 11l8-7 8 7" /><path d="M6 9.5V20h12V9.5" /><path d="M10 20v-5h4v5" /></Icon>;
}
/** A person. */
export function UserIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="8" r="4" /><path d="M4.5 20c1.5-3.5 4.2-5 7.5-5s6 1.5 7.5 5" /></Icon>;
}
/** Two people (player count). */
export function PlayersIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M2.5 19.5c1-3 3.4-4.5 6.5-4.5s5.5 1.5 6.5 4.5" />
      <path d="M16 5.2a3.5 3.5 0 010 6.6M18 15.3c1.7.6 2.9 2 3.5 4.2" />
    </Icon>
  );
}
/** An hourglass (turns). */
export function TurnsIcon(props: IconProps) {
  return <Icon {...props}><path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" /></Icon>;
}
/** A download tray (install). */
export function InstallIcon(props: IconProps) {
  return <Icon {...props}><path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" /><path d="M5 19h14" /></Icon>;
}
/** A cloud with a slash (offline). */
export function OfflineIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 18h10.5a4 4 0 00.9-7.9A6 6 0 007.3 8.2 4.9 4.9 0 007 18z" />
      <path d="M4 4l16 16" />
    </Icon>
  );
}
/** Two curved arrows (reload). */
export function RefreshIcon(props: IconProps) {
  return <Icon {...props}><path d="M20 11a8 8 0 00-14.3-4.6L4 8M4 4v4h4M4 13a8 8 0 0014.3 4.6L20 16M20 20v-4h-4" /></Icon>;
}
/** An open book. */
export function BookIcon(props: IconProps) {
  return <Icon {...props}><path d="M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z" /><path d="M12 6.5v13" /></Icon>;
}
/** A theatre mask (satire). */
export function MaskIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5c5 1.5 11 1.5 16 0v6c0 5-3.6 9-8 9s-8-4-8-9V5z" />
      <path d="M8 10.5c.7-.6 1.6-.6 2.3 0M13.7 10.5c.7-.6 1.6-.6 2.3 0M8.5 14.5c2 1.8 5 1.8 7 0" />
    </Icon>
  );
}
/** A crown (pretend to be). */
export function CrownIcon(props: IconProps) {
  return <Icon {...props}><path d="M3.5 8l4.5 4 4-7 4 7 4.5-4-2 11h-13l-2-11z" /><path d="M6 19h12" /></Icon>;
}
/** A kite (kids). */
export function KiteIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 3l6 6-6 8-6-8 6-6z" />
      <path d="M8 9h12M14 3v14" />
      <path d="M14 17c-1 2-3 2.5-4.5 1.5S7 17 5.5 19" />
    </Icon>
  );
}
/** A quill pen (create). */
export function QuillIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 4c-7 0-12 4.5-13.5 12.5L5 20" />
      <path d="M20 4c0 6-3.5 10.5-10 11.5M9.5 10.5l4.5.2M8 13.5l4.3.4" />
    </Icon>
  );
}
/** A key (join code). */
export function KeyIcon(props: IconProps) {
  return <Icon {...props}><circle cx="8" cy="15" r="4" /><path d="M11 12l8.5-8.5M16.5 6.5l2.5 2.5M14.5 8.5l2 2" /></Icon>;
}
