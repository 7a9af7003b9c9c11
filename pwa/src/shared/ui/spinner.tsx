/** Props of a Spinner. */
export type SpinnerProps = {
  /** Visible text beside the spinner, announced as a status; without it the ring is decorative. */
  label?: string;
  /** Tailwind size of the ring (default size-6). */
  className?: string;
  /** Lay the label under the ring instead of beside it. */
  stacked?: boolean;
};

/**
 * A quiet progress ring, with an optional label. With reduced motion the ring stays still and
 * pulses slowly instead, so progress is still visible. Without a label it is decoration beside
 * text that says what is happening.
 */
export function Spinner({ label, className = 'size-6', stacked = false }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full border-[3px] border-parchment-300 border-t-ember-500 motion-safe:animate-spin motion-reduce:animate-shimmer ${className}`}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className={`inline-flex items-center gap-3 ${stacked ? 'flex-col text-center' : ''}`}>
      {ring}
      <span className="text-ink-700">{label}</span>
    </span>
  );
}
