// Icons only the game page uses (decorative).
import { Icon, type IconProps } from '../../shared/icons/icon-base';

/** Three lines (menu). */
export function MenuIcon(props: IconProps) {
  return <Icon {...props}><path d="M4 7h16M4 12h16M4 17h16" /></Icon>;
}
/** A path that forks in two. */
export function ForkIcon(props: IconProps) {
  return <Icon {...props}><circle cx="6" cy="19" r="2" /><circle cx="6" cy="5" r="2" /><circle cx="18" cy="5" r="2" /><path d="M6 7v10M18 7c0 5-12 4-12 10" /></Icon>;
}
/** A door with an arrow leaving. */
export function LeaveIcon(props: IconProps) {
  return <Icon {...props}><path d="M14 4h4a2 2 0 012 2v12a2 2 0 01-2 2h-4M9 8l-4 4 4 4M5 12h11" /></Icon>;
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
