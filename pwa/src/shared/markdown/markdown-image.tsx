// Markdown images (issue 13.7): a picture from this origin is shown; one from anywhere else is
// never fetched (no tracking pixels, and the Content-Security-Policy would refuse it anyway) but
// offered as a link that opens in a new tab, named by its alt text.

/** Whether `src` (absolute or relative) points at `origin`. */
export function isSameOrigin(src: string, origin: string): boolean {
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The words of a link standing in for a picture from elsewhere: its alt text, else where it lives. */
export function foreignImageLabel(src: string, alt: string | undefined, origin: string): string {
  const text = alt?.trim();
  if (text) return text;
  try {
    return `Image on ${new URL(src, origin || undefined).host}`;
  } catch {
    return 'Image';
  }
}

/** The `img` of react-markdown's components: same-origin pictures as images, others as links. */
export function MarkdownImage({ src, alt, className, origin = globalThis.location?.origin ?? '' }: { src?: unknown; alt?: string; className: string; origin?: string }) {
  if (typeof src !== 'string' || src === '') return null;
  if (origin && isSameOrigin(src, origin)) return <img src={src} alt={alt ?? ''} loading="lazy" className={className} />;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer nofollow" className="text-ember-700 underline decoration-ember-300 underline-offset-2 hover:text-ember-800">
      {foreignImageLabel(src, alt, origin)}
      <span className="sr-only"> (image on another site, opens in a new tab)</span>
    </a>
  );
}
