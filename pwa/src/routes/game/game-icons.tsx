// Icons only the game page uses (24 px grid, stroke = currentColor, decorative).
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

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

/** Three lines (menu). */
export function MenuIcon(props: IconProps) {
  return <Icon {...props}><path d="M4 7h16M4 12h16M4 17h16" /></Icon>;
}
/** A path that forks in two. */
export function ForkIcon(props: IconProps) {
  return <Icon {...props}><circle cx="6" cy="19" r="2" /><circle cx="6" cy="5" r="2" /><circle cx="18" cy="5" r="2" /><path d="M6 7v10M18 7c0 5-12 4-12 10" /></Icon>;
}
/** A thumb up. */
export function ThumbUpIcon(props: IconProps) {
  return <Icon {...props}><path d="M7 11v9H4v-9h3zM7 11l4-7a2 2 0 013 2l-1 4h5a2 2 0 012 2.3l-1.2 6A2 2 0 0116.8 20H7" /></Icon>;
}
/** A thumb down. */
export function ThumbDownIcon(props: IconProps) {
  return <Icon {...props}><path d="M17 13V4h3v9h-3zM17 13l-4 7a2 2 0 01-3-2l1-4H6a2 2 0 01-2-2.3l1.2-6A2 2 0 017.2 4H17" /></Icon>;
}
/** A door with an arrow leaving. */
export function LeaveIcon(props: IconProps) {
  return <Icon {...props}><path d="M14 4h4a2 2 0 012 2v12a2 2 0 01-2 2h-4M9 8l-4 4 4 4M5 12h11" /></Icon>;
}
/** A speech bubble. */
export function FeedbackIcon(props: IconProps) {
  return <Icon {...props}><path d="M5 5h14a1 1 0 011 1v9a1 1 0 01-1 1h-7l-5 4v-4H5a1 1 0 01-1-1V6a1 1 0 011-1z" /></Icon>;
}
/** A down chevron. */
export function ChevronDownIcon(props: IconProps) {
  return <Icon {...props}><path d="M5 9l7 7 7-7" /></Icon>;
}
/** A die. */
export function DieIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="9" cy="9" r="0.9" fill="currentColor" />
      <circle cx="15" cy="15" r="0.9" fill="currentColor" />
      <circle cx="15" cy="9" r="0.9" fill="currentColor" />
      <circle cx="9" cy="15" r="0.9" fill="currentColor" />
    </Icon>
  );
}
/** A clock (queued). */
export function ClockIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="12" r="8" /><path d="M12 8v4l3 2" /></Icon>;
}
/** A signal (connection). */
export function SignalIcon(props: IconProps) {
  return <Icon {...props}><path d="M5 18h.01M9 18v-3M13 18V11M17 18V7" /></Icon>;
}
