// Icons of the account side, decorative: the surrounding control carries the accessible name.
import { Icon, type IconProps } from './icon-base';

/** A door with an arrow going out (sign out). */
export function SignOutIcon(props: IconProps) {
  return <Icon {...props}><path d="M10 4H6a2 2 0 00-2 2v12a2 2 0 002 2h4M15 8l4 4-4 4M19 12H9" /></Icon>;
}
/** A shield (admin). */
export function ShieldIcon(props: IconProps) {
  return <Icon {...props}><path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6l7-3z" /><path d="M9 12l2 2 4-4" /></Icon>;
}
/** A single person with a book (single-player stories). */
export function SoloIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="7.5" r="3.5" /><path d="M5 20c.8-3.8 3.6-6 7-6s6.2 2.2 7 6" /></Icon>;
}
/** Two people (multi-player stories). */
export function GroupIcon(props: IconProps) {
  return <Icon {...props}><circle cx="9" cy="8" r="3.2" /><path d="M3 19.5c.6-3.3 3-5.3 6-5.3s5.4 2 6 5.3" /><path d="M15.5 5.2a3.2 3.2 0 010 5.6M17.5 14.6c1.9.7 3.1 2.4 3.5 4.9" /></Icon>;
}
/** A pen (edit). */
export function PenIcon(props: IconProps) {
  return <Icon {...props}><path d="M4 20l4-1 10.5-10.5a2.1 2.1 0 00-3-3L5 16l-1 4z" /><path d="M14 7l3 3" /></Icon>;
}
/** A plus. */
export function PlusIcon(props: IconProps) {
  return <Icon {...props}><path d="M12 5v14M5 12h14" /></Icon>;
}
/** An open eye (show password). */
export function EyeIcon(props: IconProps) {
  return <Icon {...props}><path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" /><circle cx="12" cy="12" r="3" /></Icon>;
}
/** A crossed-out eye (hide password). */
export function EyeOffIcon(props: IconProps) {
  return <Icon {...props}><path d="M10.6 6a9.7 9.7 0 011.4-.1c6 0 9.5 6.1 9.5 6.1a17 17 0 01-2.6 3.4M6.6 7.1A16.6 16.6 0 002.5 12S6 18.5 12 18.5c1.7 0 3.2-.5 4.5-1.2" /><path d="M9.9 9.9a3 3 0 004.2 4.2M3 3l18 18" /></Icon>;
}
/** A thumb up. */
export function ThumbUpIcon(props: IconProps) {
  return <Icon {...props}><path d="M7 11v9H4v-9h3zM7 11l4-7a2 2 0 013 2l-1 4h5a2 2 0 012 2.3l-1.2 6A2 2 0 0116.8 20H7" /></Icon>;
}
/** A thumb down. */
export function ThumbDownIcon(props: IconProps) {
  return <Icon {...props}><path d="M17 13V4h3v9h-3zM17 13l-4 7a2 2 0 01-3-2l1-4H6a2 2 0 01-2-2.3l1.2-6A2 2 0 017.2 4H17" /></Icon>;
}
/** A speech bubble (feedback). */
export function SpeechIcon(props: IconProps) {
  return <Icon {...props}><path d="M5 5h14a1 1 0 011 1v9a1 1 0 01-1 1h-7l-5 4v-4H5a1 1 0 01-1-1V6a1 1 0 011-1z" /></Icon>;
}
/** A small cross in a circle (a requirement not met). */
export function CircleIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="12" r="8" /></Icon>;
}
/** A person in a circle (the account). */
export function AccountIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="12" r="9" /><circle cx="12" cy="10" r="3" /><path d="M6.6 18.4c1.2-2 3.1-3.1 5.4-3.1s4.2 1.1 5.4 3.1" /></Icon>;
}
