// Story prose as markdown (spec 1 §2 'Story display', §5): line breaks honoured, only safe URLs
// (react-markdown's defaultUrlTransform keeps exactly http, https, irc, ircs, mailto, xmpp and
// relative URLs and empties the rest), raw HTML never rendered, and `<image ... />` placeholders
// replaced by the story's images at their paragraph positions.
import type { ImageReference } from '@schemas';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { imageUrl } from '../api/image-url';
import { StoryImage } from '../images/story-image';

/** An `<image id=... source=... />` placeholder as written in beat text. */
export type ImagePlaceholder = {
  id: string;
  source: string;
  desc: string;
  fileType: string;
  subDir: string;
  float: 'left' | 'right';
};

/** One block of a beat's text: a markdown paragraph or an image placeholder. */
export type ProseBlock = { kind: 'markdown'; text: string } | { kind: 'image'; image: ImagePlaceholder };

const IMAGE_TAG = /<image\b([^>]*?)\/?>/gi;
const ATTRIBUTE = /([A-Za-z][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'/>]+))/g;

/** The attributes of one placeholder; null when it lacks the id or a valid source (spec 1 §5). */
export function parseImagePlaceholder(attributes: string): ImagePlaceholder | null {
  const a: Record<string, string> = {};
  for (const m of attributes.matchAll(ATTRIBUTE)) a[(m[1] ?? '').toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  const id = a.id?.trim();
  const source = a.source?.trim();
  if (!id || (source !== 'story' && source !== 'template')) return null;
  return {
    id,
    source,
    desc: a.desc ?? '',
    fileType: a.filetype || 'jpeg',
    subDir: a.subdir ?? '',
    float: a.float === 'right' ? 'right' : 'left',
  };
}

/**
 * Splits beat text into blocks: paragraphs (blank-line separated) as markdown, each image
 * placeholder as its own block at its paragraph's position.
 */
export function proseBlocks(text: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let rest = paragraph;
    for (const m of paragraph.matchAll(IMAGE_TAG)) {
      const image = parseImagePlaceholder(m[1] ?? '');
      if (image) blocks.push({ kind: 'image', image });
    }
    rest = rest.replace(IMAGE_TAG, '').trim();
    if (rest !== '') blocks.push({ kind: 'markdown', text: rest });
  }
  return blocks;
}

/** Single newlines become hard breaks (two trailing spaces), so line breaks are honoured. */
export function honourLineBreaks(text: string): string {
  return text.replace(/([^\n])\n(?!\n)/g, '$1  \n');
}

/**
 * The URL of a placeholder's image, or null when the story does not know it or its generation
 * failed. An image still generating gets its URL too: the page shows it only once it has loaded.
 */
export function placeholderImageUrl(image: ImagePlaceholder, images: readonly ImageReference[]): string | null {
  const ref = images.find((r) => r.id === image.id && r.source === image.source);
  if (!ref || ref.status === 'failed') return null;
  return imageUrl(ref);
}

/** The markdown renderer (react-markdown and its parsers): loaded after the first paint, and only for text that has marks. */
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

/**
 * Whether `text` may mean anything as markdown beyond paragraphs and line breaks: a character that
 * can start a mark, a link, an image, an entity, an escape or raw HTML, or a line that can start a
 * heading, a list, a quote, a code block or a rule. Prose without any renders the same either way.
 */
export function hasMarkdownSyntax(text: string): boolean {
  return /[*_`[\]<>#!&\\~|]/.test(text) || /^\s*([-+]\s|\d+[.)](\s|$)|[=-]{2,}\s*$)|^ {4}|^\t/m.test(text);
}

/**
 * Markdown with safe URLs and honoured line breaks; no raw HTML. Until the renderer has loaded
 * (a first visit on a slow network) the same paragraphs show as plain text, so reading can start;
 * text with no markdown in it never needs the renderer (about 35 KB gzip: the game page of a story
 * told in plain prose loads without it, issue 31).
 */
export function MarkdownText({ text }: { text: string }) {
  if (!hasMarkdownSyntax(text)) return <PlainParagraphs text={text} />;
  return (
    <Suspense fallback={<PlainParagraphs text={text} />}>
      <MarkdownRenderer text={honourLineBreaks(text)} />
    </Suspense>
  );
}

/** Paragraphs (as lines) of markdown text with its marks removed; links keep their words. */
export function plainParagraphs(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+)/gm, '')
        .replace(/(\*\*|__)(.+?)\1/g, '$2')
        .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
        .replace(/`([^`]*)`/g, '$1')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}

function PlainParagraphs({ text }: { text: string }) {
  return (
    <>
      {plainParagraphs(text).map((lines, i) => (
        <p key={i}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}

/**
 * A story picture beside the prose (spec 1 §2: inline at its paragraph, floated left or right on
 * wider screens, full width on phones). A picture the story does not know shows nothing; one
 * being painted shows its placeholder in place; a failed one a neutral panel, with its caption.
 */
function BeatImage({ image, images }: { image: ImagePlaceholder; images: readonly ImageReference[] }) {
  const ref = images.find((r) => r.id === image.id && r.source === image.source);
  if (!ref) return null;
  const side = image.float === 'right' ? 'sm:float-right sm:ml-6' : 'sm:float-left sm:mr-6';
  const caption = image.desc || ref.description;
  return (
    <figure className={`my-4 sm:mt-1.5 sm:mb-3 sm:w-[45%] ${side}`}>
      <StoryImage image={ref} width={600} height={400} alt={caption} className="rounded-2xl bg-parchment-200 shadow-card" />
      {caption && <figcaption className="mt-1.5 font-sans text-sm text-ink-600">{caption}</figcaption>}
    </figure>
  );
}

/** A beat's narrative: prose paragraphs with the story's images at their positions. */
export function StoryProse({ text, images, className = '' }: { text: string; images: readonly ImageReference[]; className?: string }) {
  const blocks = proseBlocks(text);
  const nodes: ReactNode[] = blocks.map((block, i) =>
    block.kind === 'image' ? (
      <BeatImage key={`img-${i}-${block.image.id}`} image={block.image} images={images} />
    ) : (
      <MarkdownText key={`md-${i}`} text={block.text} />
    ),
  );
  return <div className={`prose-story flow-root text-ink-900 [&_p+p]:mt-[1em] [&>*+*]:mt-[1em] ${className}`}>{nodes}</div>;
}
