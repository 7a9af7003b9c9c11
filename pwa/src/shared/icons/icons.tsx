// Inline SVG icons (24 px grid, stroke = currentColor). Decorative by default: give the
// surrounding control its accessible name.
import { Icon, type IconProps } from './icon-base';

export type { IconProps } from './icon-base';

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
/** A left arrow (back). */
export function ArrowLeftIcon(props: IconProps) {
  return <Icon {...props}><path d="M19 12H5M11 6l-6 6 6 6" /></Icon>;
}
/** Two overlapping sheets (copy). */
export function CopyIcon(props: IconProps) {
  return <Icon {...props}><rect x="8" y="8" width="12" height="12" rx="2" /><path d="M16 8V6a2 2 0 00-2-2H6a2 2 0 00-2 2v8a2 2 0 002 2h2" /></Icon>;
}
/** Three connected dots (share). */
export function ShareIcon(props: IconProps) {
  return <Icon {...props}><circle cx="18" cy="5" r="2.5" /><circle cx="6" cy="12" r="2.5" /><circle cx="18" cy="19" r="2.5" /><path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" /></Icon>;
}
/** A chain link. */
export function LinkIcon(props: IconProps) {
  return <Icon {...props}><path d="M10 14a4.5 4.5 0 006.4 0l3-3a4.5 4.5 0 00-6.4-6.4l-1 1" /><path d="M14 10a4.5 4.5 0 00-6.4 0l-3 3a4.5 4.5 0 006.4 6.4l1-1" /></Icon>;
}
/** A check mark. */
export function CheckIcon(props: IconProps) {
  return <Icon {...props}><path d="M5 12.5l4.5 4.5L19 7.5" /></Icon>;
}
/** A funnel (filters). */
export function FilterIcon(props: IconProps) {
  return <Icon {...props}><path d="M4 5h16l-6 7.5V19l-4-2v-4.5L4 5z" /></Icon>;
}
/** A down chevron. */
export function ChevronDownIcon(props: IconProps) {
  return <Icon {...props}><path d="M5 9l7 7 7-7" /></Icon>;
}
/** A light bulb (idea). */
export function IdeaIcon(props: IconProps) {
  return <Icon {...props}><path d="M9 18h6M10 21h4" /><path d="M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0012 3z" /></Icon>;
}
/** An envelope (newsletter). */
export function MailIcon(props: IconProps) {
  return <Icon {...props}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3.5 6.5L12 13l8.5-6.5" /></Icon>;
}
/** A box with a lid (archive). */
export function ArchiveIcon(props: IconProps) {
  return <Icon {...props}><rect x="3" y="4" width="18" height="5" rx="1" /><path d="M5 9v10h14V9M10 13h4" /></Icon>;
}
/** A bin (delete). */
export function TrashIcon(props: IconProps) {
  return <Icon {...props}><path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" /></Icon>;
}
/** A play triangle (resume). */
export function PlayIcon(props: IconProps) {
  return <Icon {...props}><path d="M7 4.5v15l12-7.5-12-7.5z" /></Icon>;
}
/** An image frame (generated images). */
export function ImageIcon(props: IconProps) {
  return <Icon {...props}><rect x="3" y="4" width="18" height="16" rx="2" /><circle cx="9" cy="9.5" r="1.8" /><path d="M21 16l-5.5-5.5L5 20" /></Icon>;
}
/** A gauge (difficulty). */
export function GaugeIcon(props: IconProps) {
  return <Icon {...props}><path d="M4.5 17a8.5 8.5 0 1115 0" /><path d="M12 13l4-4" /><circle cx="12" cy="13" r="1.2" /></Icon>;
}
/** A circle with a bar across (not allowed). */
export function BanIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="12" r="9" /><path d="M5.6 5.6l12.8 12.8" /></Icon>;
}
