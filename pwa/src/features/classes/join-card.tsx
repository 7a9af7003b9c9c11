// One learner's join card (issue 33): the World's title and cover, who it is for, the QR code of
// the join link (drawn on the device) and the code in large letters. The same card fills a
// quarter of a projected screen or an eighth of a printed page.
import type { ClassLearner, ImageReference } from '@schemas';
import { StoryImage } from '../../shared/images/story-image';
import { CoverArt } from '../../shared/ui/cover-art';
import { inviteLink } from '../../shared/ui/code-box';
import { cardLine, printedCode } from './card-sheets';
import { QrCode } from './qr-code';

/** What every card of a class shows besides the learner. */
export type CardWorld = { title: string; templateId: string | null; classId: string; coverImage: ImageReference | null };

/** A printable join card; `projected`: large, and stacked on a narrow screen. */
export function JoinCard({ learner, groupSize, world, projected = false }: { learner: ClassLearner; groupSize: number; world: CardWorld; projected?: boolean }) {
  const link = inviteLink(learner.code);
  return (
    <article
      data-testid="join-card"
      data-code={learner.code}
      className={`relative flex h-full min-w-0 gap-3 overflow-hidden rounded-2xl border border-parchment-300 bg-white shadow-card print:rounded-none print:border-0 print:p-[4mm] print:shadow-none ${projected ? 'flex-col items-center p-5 sm:flex-row sm:items-stretch sm:gap-6' : 'p-3'}`}
    >
      <QrCode
        text={link}
        label={`QR code of the join link for learner ${learner.learner}`}
        className={`aspect-square shrink-0 self-center print:w-[40mm] ${projected ? 'w-56 lg:w-64' : 'w-32 sm:w-36'}`}
      />
      <div className={`flex min-w-0 flex-1 flex-col ${projected ? 'w-full' : ''}`}>
        <StoryImage
          image={world.coverImage}
          width={400}
          height={600}
          frameAspect="3 / 1"
          alt=""
          imgClassName="object-[50%_80%]"
          fallback={<CoverArt seed={world.templateId ?? world.classId} className="absolute inset-0 size-full" />}
          className="rounded-lg bg-night-800"
        />
        <p className="mt-1.5 line-clamp-2 font-display text-base leading-tight font-semibold text-ink-950 print:text-[11pt]">{world.title}</p>
        <p className="text-sm text-ink-700 print:text-[8.5pt]">{cardLine(learner, groupSize)}</p>
        <p className={`mt-auto font-mono font-bold tracking-[0.08em] whitespace-nowrap text-ink-950 print:text-[14pt] ${projected ? 'pt-2 text-4xl lg:text-5xl' : 'text-2xl'}`} aria-label={`Code ${learner.code.split('').join(' ')}`}>
          {printedCode(learner.code)}
        </p>
        <p className="truncate text-xs text-ink-600 print:text-[7pt]">{link.replace(/^https?:\/\//, '')}</p>
      </div>
    </article>
  );
}
