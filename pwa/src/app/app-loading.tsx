import { BrandMark } from './brand-mark';

/** Shown while the first screen's code loads (a deep link straight into a lazy screen). */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-parchment-100" role="status">
      <BrandMark className="size-16 motion-safe:animate-shimmer" />
      <span className="sr-only">Loading Taleforge…</span>
    </div>
  );
}
