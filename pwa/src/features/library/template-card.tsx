import type { TemplateMetadata } from '@schemas';
import { Link } from 'react-router';
import { OfflineIcon, PlayersIcon, TurnsIcon } from '../../shared/icons/icons';
import { StoryImage } from '../../shared/images/story-image';
import { buttonClass } from '../../shared/ui/button-styles';
import { CoverArt } from '../../shared/ui/cover-art';
import { configurePath, playerRangeLabel, turnRangeLabel } from './template-labels';

const MAX_TAGS = 4;

/** Said on a card, offline, whose World is not on this device (issue 27: before the tap, not after). */
export const NOT_ON_DEVICE_TEXT = 'Not saved on this device yet. Connect to the internet to play it.';

/**
 * A template card (spec 1 §2): cover, title, teaser, player-count range, turn range, tags, Play.
 * `priority` for a card at the top of a page: its cover is fetched at once (issue 31).
 * `notOnDevice`: offline, and this World is not kept here: the card says so and Play waits.
 */
export function TemplateCard({
  template,
  headingLevel = 3,
  priority = false,
  notOnDevice = false,
}: {
  template: TemplateMetadata;
  headingLevel?: 2 | 3;
  priority?: boolean;
  notOnDevice?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shownTags = template.tags.slice(0, MAX_TAGS);
  const hiddenTags = template.tags.length - shownTags.length;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card transition-shadow hover:shadow-lift">
      <Cover template={template} priority={priority} />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <Heading className="text-xl leading-snug font-semibold">{template.title}</Heading>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
          <div className="flex items-center gap-1.5">
            <dt>
              <PlayersIcon className="size-4" />
              <span className="sr-only">Players</span>
            </dt>
            <dd>{playerRangeLabel(template)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <TurnsIcon className="size-4" />
              <span className="sr-only">Length</span>
            </dt>
            <dd>{turnRangeLabel(template)}</dd>
          </div>
        </dl>
        {template.teaser && <p className="mt-3 line-clamp-3 text-[0.95rem] leading-relaxed text-ink-800">{template.teaser}</p>}
        {shownTags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
            {shownTags.map((tag) => (
              <li key={tag} className="rounded-full bg-night-100 px-2.5 py-0.5 text-xs font-medium text-night-700">
                {tag}
              </li>
            ))}
            {hiddenTags > 0 && (
              <li className="rounded-full px-1.5 py-0.5 text-xs font-medium text-ink-600">
                +{hiddenTags}
                <span className="sr-only"> more</span>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto pt-4">
          {notOnDevice ? (
            <>
              <p id={`${template.id}-not-on-device`} className="mb-3 flex items-start gap-2 text-sm font-medium text-ink-800">
                <OfflineIcon className="mt-0.5 size-4 shrink-0 text-danger-600" />
                {NOT_ON_DEVICE_TEXT}
              </p>
              <span role="link" aria-disabled="true" aria-describedby={`${template.id}-not-on-device`} className={buttonClass('primary', 'md', 'w-full cursor-not-allowed opacity-50 sm:w-auto sm:px-6')}>
                Play<span className="sr-only"> {template.title}</span>
              </span>
            </>
          ) : (
            <Link to={configurePath(template)} className={buttonClass('primary', 'md', 'w-full sm:w-auto sm:px-6')}>
              Play<span className="sr-only"> {template.title}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

function Cover({ template, priority }: { template: TemplateMetadata; priority: boolean }) {
  // The 2:3 cover as a 2:1 banner, cut low: covers stand their figures and places in the lower half.
  return (
    <StoryImage
      image={template.coverImage}
      width={400}
      height={600}
      frameAspect="2 / 1"
      alt=""
      priority={priority}
      imgClassName="object-[50%_80%]"
      fallback={<CoverArt seed={template.id} className="absolute inset-0 size-full" />}
      className="bg-night-800"
    />
  );
}

/** The card's shape while templates load; `tone="dark"` for the night-coloured band. */
export function TemplateCardSkeleton({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const frame = tone === 'dark' ? 'border-white/10 bg-white/5' : 'border-parchment-300 bg-parchment-50';
  const bar = tone === 'dark' ? 'bg-white/10' : 'bg-parchment-200';
  return (
    <div aria-hidden="true" className={`flex h-full flex-col overflow-hidden rounded-2xl border motion-safe:animate-shimmer ${frame}`}>
      <div className={`aspect-[2/1] ${bar}`} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className={`h-6 w-2/3 rounded ${bar}`} />
        <div className={`h-4 w-1/2 rounded ${bar}`} />
        <div className={`h-4 w-full rounded ${bar}`} />
        <div className={`h-4 w-5/6 rounded ${bar}`} />
        <div className={`mt-2 h-11 w-full rounded-full sm:w-28 ${bar}`} />
      </div>
    </div>
  );
}
