import { sectionMap } from '@engine/world-doc';
import type { PublicationStatus } from '@schemas';
import { Link } from 'react-router';
import * as Y from 'yjs';
import { ArrowLeftIcon } from '../../shared/icons/icons';
import { CoauthorsPanel } from './coauthors-panel';
import { DeleteWorldButton } from './delete-world';
import type { Peer } from './collab/collab-presence';
import type { WorldSessionState } from './collab/collab-session';
import { useYMapValue, useYVersion } from './doc/world-doc-hooks';
import { useEditor } from './editor-context';
import { PresenceChips } from './presence-chips';
import { ShareControl } from './share-control';
import { SyncStatus } from './sync-status';

/** Badge colours of the publication statuses (spec 2 §4: gray, amber, green, purple). */
const STATUS_BADGE: Record<PublicationStatus, string> = {
  Draft: 'bg-parchment-200 text-ink-700',
  Review: 'bg-gold-200 text-warning-600',
  Published: 'bg-success-50 text-success-600',
  Private: 'bg-night-100 text-night-700',
};

/** Props of EditorHeader. */
export type EditorHeaderProps = {
  state: WorldSessionState;
  peers: readonly Peer[];
  me: { name: string; color: string };
  backTo: { href: string; label: string };
  hasErrors: boolean;
};

/** The editor's header: back link, live title and status, sync state, who is here, Share, Co-authors and (creator, admin) Delete World. */
export function EditorHeader({ state, peers, me, backTo, hasErrors }: EditorHeaderProps) {
  const { doc, session, viewer, readOnly } = useEditor();
  const setup = sectionMap(doc, 'setup');
  const title = useYMapValue(setup, 'title');
  useYVersion(title instanceof Y.Text ? title : null);
  const titleText = title instanceof Y.Text ? title.toString() : typeof title === 'string' ? title : '';
  const status = (useYMapValue<string>(setup, 'publicationStatus') ?? 'Draft') as PublicationStatus;
  const creatorId = useYMapValue<string | null>(setup, 'creatorId');
  const creatorName = useYMapValue<string | null>(setup, 'creatorUsername') ?? (creatorId === viewer.id ? viewer.username : null);
  const canManage = viewer.isAdmin || creatorId === viewer.id;
  const shareable = status === 'Published' || status === 'Private';

  return (
    <header className="space-y-3">
      <title>{`${titleText || 'Untitled World'} · Taleforge`}</title>
      <Link to={backTo.href} className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-ink-700 hover:text-ink-950">
        <ArrowLeftIcon className="size-4" />
        {backTo.label}
      </Link>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <p className="text-sm font-semibold tracking-widest text-ember-700 uppercase">{readOnly ? 'World' : 'World editor'}</p>
          <h1 className="mt-0.5 text-2xl leading-tight font-semibold break-words sm:text-3xl">{titleText || 'Untitled World'}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className={`inline-flex min-h-8 items-center rounded-full px-3 text-xs font-bold tracking-wide uppercase ${STATUS_BADGE[status] ?? STATUS_BADGE.Draft}`}>{status}</span>
          {shareable && <ShareControl templateId={session.templateId} pending={state.waiting > 0 || state.connection !== 'connected'} hasErrors={hasErrors} />}
          {!readOnly && <CoauthorsPanel templateId={session.templateId} canManage={canManage} creatorName={creatorName} />}
          {!readOnly && canManage && <DeleteWorldButton templateId={session.templateId} title={titleText || 'Untitled World'} leaveTo={backTo.href} />}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SyncStatus state={state} readOnly={readOnly} />
        <PresenceChips peers={peers} me={me} />
      </div>
    </header>
  );
}
