// A World's picture in the editor: the cover, an element's picture or an identity's portrait, as
// every co-author sees it live from the doc: the picture, "being painted", or a failure with its
// message (this device's own call knows it; co-authors see that it failed).
import { imageReferenceSchema } from '@schemas';
import type { ReactNode } from 'react';
import { StoryImage } from '../../shared/images/story-image';

/** Props of a WorldPicture. */
export type WorldPictureProps = {
  /** The doc's value (parsed here: a co-author's device may hold anything). */
  value: unknown;
  width: number;
  height: number;
  alt: string;
  /** This device's last failure message, if any. */
  error?: string | null;
  /** Shown when there is no picture yet. */
  empty?: ReactNode;
  className?: string;
};

/** The picture and its state; see the file comment. */
export function WorldPicture({ value, width, height, alt, error, empty, className = '' }: WorldPictureProps) {
  const parsed = imageReferenceSchema.safeParse(value);
  const image = parsed.success ? parsed.data : null;
  return (
    <div className={className}>
      <StoryImage image={image} width={width} height={height} alt={alt} loading="lazy" generatingLabel="Painting…" fallback={empty} className="rounded-xl bg-parchment-200 shadow-card" />
      {image?.status === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-danger-600">
          The picture could not be made{error ? `: ${error}` : '.'} Try again.
        </p>
      )}
    </div>
  );
}
