// One stored picture on a page (issue 17): a frame of the picture's own shape, so nothing moves
// when it arrives; the picture once ready (lazy below the fold, alt text from its description);
// a placeholder while it is painted; and, when it failed or cannot load, a fallback (the
// World's cover where the caller has it) or a neutral panel.
import type { ImageReference } from '@schemas';
import { useState, type ReactNode } from 'react';
import { imageUrl } from '../api/image-url';

/** Props of a StoryImage. */
export type StoryImageProps = {
  /** The picture: shown when ready, a placeholder while generating, the fallback otherwise. */
  image: ImageReference | null | undefined;
  /** Intrinsic size: the <img> attributes and the frame's aspect ratio. */
  width: number;
  height: number;
  /** Alt text; the picture's description by default ('' for a decorative picture). */
  alt?: string;
  /** 'lazy' (default) for pictures below the fold. */
  loading?: 'lazy' | 'eager';
  /** A picture at the top of a page (its largest paint, issue 31): fetched at once and first. */
  priority?: boolean;
  /** What shows without a picture (default: a neutral panel). */
  fallback?: ReactNode;
  /** Announced while the picture is painted. */
  generatingLabel?: string;
  /** The frame's aspect ratio when it crops the picture (a 2:3 cover in a 2:1 banner); the picture's own by default. */
  frameAspect?: string;
  /** Classes of the <img> beyond the fill (e.g. an object position for a crop). */
  imgClassName?: string;
  /** Classes of the frame (width, rounding, shadow). */
  className?: string;
};

/** A neutral panel: where a picture would be, without pretending to be one. */
export function NeutralPanel() {
  return <span aria-hidden="true" className="absolute inset-0 bg-linear-to-br from-parchment-200 to-parchment-300" />;
}

/** A stored picture in a frame of its shape; see the file comment. */
export function StoryImage({ image, width, height, alt, loading = 'lazy', priority = false, fallback, generatingLabel = 'Painting the picture…', frameAspect, imgClassName = '', className = '' }: StoryImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = image && image.status === 'ready' ? imageUrl(image) : null;
  const generating = image?.status === 'generating';
  return (
    <span className={`relative block overflow-hidden ${className}`} style={{ aspectRatio: frameAspect ?? `${width} / ${height}` }} data-image-status={image?.status ?? 'none'}>
      {url && failedUrl !== url ? (
        <img
          src={url}
          width={width}
          height={height}
          alt={alt ?? image?.description ?? ''}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedUrl(url)}
          className={`absolute inset-0 size-full object-cover ${imgClassName}`}
        />
      ) : generating ? (
        <span role="status" className="absolute inset-0 grid place-items-center bg-parchment-200 motion-safe:animate-shimmer">
          <span className="rounded-full bg-white/80 px-3 py-1 font-sans text-sm text-ink-700">{generatingLabel}</span>
        </span>
      ) : (
        (fallback ?? <NeutralPanel />)
      )}
    </span>
  );
}
