import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { InfoIcon } from '../../shared/icons/icons';
import type { EditorViewer } from './collab/collab-access';
import { useWorldSessionState } from './collab/collab-hooks';
import { announce, assignColors, presenceColor, usePeers } from './collab/collab-presence';
import type { WorldSession } from './collab/collab-session';
import { autoFix } from './doc/world-doc-ops';
import { useWorldIssues } from './doc/world-doc-validation';
import { EditorContext, PeersContext, type EditorContextValue } from './editor-context';
import { EditorHeader } from './editor-header';
import { EditorNotice } from './editor-notice';
import { EditorTabs, tabButtonId, tabFrom, type EditorTabId } from './editor-tabs';
import { AiDraftTab } from './assistant/ai-draft-tab';
import { AiIterationTab } from './assistant/ai-iteration-tab';
import { AssistantUndoProvider } from './assistant/assistant-undo';
import { AssistantUndoBar } from './assistant/undo-bar';
import { ElementsTab } from './tabs/elements-tab';
import { GuidelinesTab } from './tabs/guidelines-tab';
import { MediaTab } from './tabs/media-tab';
import { OutcomesTab } from './tabs/outcomes-tab';
import { PlayersTab } from './tabs/players-tab';
import { SetupTab } from './tabs/setup-tab';
import { StatsTab } from './tabs/stats-tab';
import { ValidationBanner } from './validation-banner';

const PANELS: Record<EditorTabId, (go: (tab: EditorTabId) => void) => ReactNode> = {
  setup: () => <SetupTab />,
  'ai-draft': (go) => <AiDraftTab onDone={() => go('setup')} />,
  'ai-iteration': () => <AiIterationTab />,
  media: () => <MediaTab />,
  guidelines: () => <GuidelinesTab />,
  elements: () => <ElementsTab />,
  outcomes: () => <OutcomesTab />,
  stats: () => <StatsTab />,
  players: () => <PlayersTab />,
};

/** Props of WorldEditor. */
export type WorldEditorProps = { session: WorldSession; viewer: EditorViewer; canEdit: boolean; backTo: { href: string; label: string } };

/** The World editor once the viewer's access is known: waits for the doc, then header, banner, tabs. */
export function WorldEditor({ session, viewer, canEdit, backTo }: WorldEditorProps) {
  const state = useWorldSessionState(session);
  if (state.closed) {
    return state.closed.code === 4404 ? (
      <EditorNotice title="World not found" message="This World has been deleted." />
    ) : (
      <EditorNotice title="Template Editing Not Available" message="Your access to this World has been removed." />
    );
  }
  if (!state.loaded || !state.initialised) {
    if (state.loaded && state.connection === 'offline') {
      return <EditorNotice title="You are offline" message="This World is not on this device yet. Connect to the internet to open it; after that it works offline too." />;
    }
    return <EditorNotice title="Opening World…" busy />;
  }
  return <LoadedEditor session={session} viewer={viewer} canEdit={canEdit} backTo={backTo} />;
}

function LoadedEditor({ session, viewer, canEdit, backTo }: WorldEditorProps) {
  const state = useWorldSessionState(session);
  const doc = session.doc;
  const awareness = session.awareness;
  const [params, setParams] = useSearchParams();
  const readOnly = !canEdit;
  const asked = tabFrom(params.get('tab'));
  const tab = readOnly && (asked === 'ai-draft' || asked === 'ai-iteration') ? 'setup' : asked;
  const me = useMemo(() => ({ id: viewer.id, name: viewer.username, color: presenceColor(viewer.id) }), [viewer.id, viewer.username]);
  const announced = usePeers(awareness);
  // Shown colours are assigned over everyone present, so two people never share one.
  const colors = useMemo(() => assignColors([me.id, ...announced.map((p) => p.user.id)]), [me.id, announced]);
  const peers = useMemo(() => announced.map((p) => ({ ...p, user: { ...p.user, color: colors.get(p.user.id) ?? p.user.color } })), [announced, colors]);
  const myColor = colors.get(me.id) ?? me.color;
  const issues = useWorldIssues(doc);
  const hasErrors = issues.some((i) => i.type === 'error');

  useEffect(() => announce(awareness, { user: me, tab }), [awareness, me, tab]);
  useEffect(() => () => announce(awareness, { field: null, fieldLabel: null }), [awareness]);

  const focusField = useCallback((field: string | null, label?: string) => announce(awareness, { field, fieldLabel: field ? (label ?? null) : null }), [awareness]);
  const context = useMemo<EditorContextValue>(() => ({ doc, session, viewer, readOnly, focusField }), [doc, session, viewer, readOnly, focusField]);
  const setTab = (next: EditorTabId) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set('tab', next);
        return out;
      },
      { replace: true },
    );

  return (
    <EditorContext.Provider value={context}>
      <AssistantUndoProvider doc={doc}>
      <PeersContext.Provider value={peers}>
        <div className="mx-auto max-w-5xl space-y-4 px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
          <EditorHeader state={state} peers={peers} me={{ name: me.name, color: myColor }} backTo={backTo} hasErrors={hasErrors} />
          {readOnly && (
            <p className="flex items-start gap-2 rounded-2xl border border-info-600/25 bg-info-50 px-4 py-3 text-sm text-info-600">
              <InfoIcon className="mt-0.5 size-4 shrink-0" />
              You can view this World but not edit it. Its creator can invite you as a co-author.
            </p>
          )}
          {!readOnly && <AssistantUndoBar />}
          {!readOnly && <ValidationBanner issues={issues} onAutoFix={() => autoFix(doc)} />}
          <div className="sticky top-16 z-20 -mx-4 border-b border-parchment-300/80 bg-parchment-100/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
            <EditorTabs current={tab} onChange={setTab} peers={peers} panelId="world-editor-panel" readOnly={readOnly} />
          </div>
          <div id="world-editor-panel" role="tabpanel" aria-labelledby={tabButtonId(tab)} tabIndex={-1} className="outline-none">
            {PANELS[tab](setTab)}
          </div>
        </div>
      </PeersContext.Provider>
      </AssistantUndoProvider>
    </EditorContext.Provider>
  );
}
