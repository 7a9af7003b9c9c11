/** Visual variants of buttons and button-like links. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'on-dark' | 'ghost-on-dark';
/** Sizes; every size keeps a touch target of at least 44 px. */
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ember-600 text-white shadow-sm hover:bg-ember-700 active:bg-ember-800',
  secondary: 'border border-parchment-400 bg-parchment-50 text-ink-900 hover:border-ink-500 hover:bg-white',
  ghost: 'text-ink-800 hover:bg-parchment-200 hover:text-ink-950',
  link: 'text-ember-700 hover:bg-ember-50 hover:text-ember-800',
  'on-dark': 'border border-white/25 bg-white/10 text-white hover:bg-white/20',
  'ghost-on-dark': 'text-night-100 hover:bg-white/10 hover:text-white',
};

const sizes: Record<ButtonSize, { text: string; padding: string }> = {
  md: { text: 'text-sm', padding: 'px-4' },
  lg: { text: 'min-h-12 text-base', padding: 'px-6' },
};

/** Class names for a button or a link that looks like one; `extra` must not fight the variant's colours. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  // Two px-* utilities would both apply with CSS order deciding; let a caller's padding replace ours.
  const padding = /(^|\s)px-/.test(extra) ? '' : sizes[size].padding;
  return `${base} ${variants[variant]} ${sizes[size].text} ${padding} ${extra}`.replace(/\s+/g, ' ').trim();
}
