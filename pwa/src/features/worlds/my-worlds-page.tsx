// /users/my-worlds (spec 2 §2 'User area'): the info banner, the user's own Worlds in the shared
// template list (admin's face) with a creator's switches (Edit, Delete), Create New (the wizard in
// template mode: a World drafted from an idea, or a blank one), and the Worlds shared with them
// (added by name or invited by e-mail, issue 13.11) with Edit, Export and Leave; import and export
// through the list's switches (issue 18).
// Without templates_create: 'Template Creation Not Available'.
import type { UserTemplate } from '@schemas';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { RefreshIcon } from '../../shared/icons/icons';
import { PlusIcon } from '../../shared/icons/user-menu-icons';
import { showApiErrorToast } from '../../shared/toast/api-error-toast';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { useAccountContext } from '../account';
import { TemplatesList, type TemplateListSwitches } from '../admin';
import { hasPermission } from '../auth';
import { ImportCollectionButton, ImportWorldButton } from '../zip-transfer';
import { deleteWorld, leaveWorld, readMyWorlds, refreshMyWorlds } from './account-worlds';
import { MyWorldsBanner } from './my-worlds-banner';
import { SharedWorldRow } from './shared-world-row';

/** Texts of spec 2 §2, word for word. */
export const NO_PERMISSION_TEXT = {
  title: 'Template Creation Not Available',
  message: "You don't have permission to create or manage templates.",
} as const;

/** A creator's switches of the shared list (spec 2 §2, §6): no publishing, no creator column; export all and import. */
const CREATOR_SWITCHES: TemplateListSwitches = { canPublish: false, canExportAll: true, canImport: true, showCreator: false };
const editPath = (id: string) => `/users/my-worlds/${encodeURIComponent(id)}`;
const roleOf = (world: UserTemplate) => (world.role === 'creator' ? 'Creator' : 'Co-author');
const deleteMessage = (title: string) => `“${title}” and its images are deleted for you and every co-author. This cannot be undone.`;

/** The route component. */
export function MyWorldsPage() {
  const { user } = useAccountContext();
  return (
    <section aria-labelledby="my-worlds-heading">
      <title>My Worlds · Taleforge</title>
      {hasPermission(user, 'templates_create') ? (
        <WorldsList userId={user.id} />
      ) : (
        <div className="rounded-2xl border border-parchment-300 bg-parchment-50 px-5 py-10 text-center shadow-card">
          <h2 id="my-worlds-heading" className="text-2xl font-semibold">
            {NO_PERMISSION_TEXT.title}
          </h2>
          <p className="mt-2 text-ink-700">{NO_PERMISSION_TEXT.message}</p>
        </div>
      )}
    </section>
  );
}

function WorldsList({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const cached = useLiveQuery(() => readMyWorlds(userId), [userId]);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const request = `${userId}|${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    refreshMyWorlds(userId, controller.signal).then(
      () => setFailed(null),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[MyWorlds]', error);
        setFailed(request);
      },
    );
    return () => controller.abort();
  }, [userId, request]);

  // Create New opens the wizard in template mode (spec 1 §2), which also offers a blank World.
  const create = async () => {
    setCreating(true);
    await navigate('/users/my-worlds/new');
  };

  const remove = useCallback(
    async (world: UserTemplate) => {
      try {
        await deleteWorld(userId, world.id);
        showToast({ kind: 'success', title: 'World deleted' });
      } catch (error) {
        showApiErrorToast(error);
        throw error;
      }
    },
    [userId],
  );

  const leave = useCallback(
    (world: UserTemplate) => async () => {
      try {
        await leaveWorld(userId, world.id);
        showToast({ kind: 'success', title: 'You left the World', message: `“${world.title.trim() || 'Untitled World'}” is no longer shared with you.` });
      } catch (error) {
        showApiErrorToast(error);
        throw error;
      }
    },
    [userId],
  );

  const worlds = cached?.templates;
  const own = worlds?.filter((w) => w.role === 'creator') ?? [];
  const shared = worlds?.filter((w) => w.role !== 'creator') ?? [];
  const loadFailed = failed === request;

  return (
    <div className="space-y-6">
      <MyWorldsBanner />
      <h2 id="my-worlds-heading" className="text-2xl font-semibold">
        Your Worlds
      </h2>

      {loadFailed && (
        <p role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-2 text-sm text-danger-600">
          <span className="flex-1">{worlds ? "Couldn't refresh your Worlds; showing them as last seen." : 'Failed to load your Worlds. Please try again.'}</span>
          <button type="button" onClick={() => setAttempt((n) => n + 1)} className={buttonClass('link', 'md', '-my-1 px-3')}>
            <RefreshIcon className="size-4" />
            Try again
          </button>
        </p>
      )}

      {cached === null && loadFailed ? null : worlds === undefined ? (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            Loading your Worlds…
          </p>
          <ul className="space-y-3">
            {[0, 1].map((i) => (
              <li key={i} className="h-24 rounded-2xl border border-parchment-300 bg-parchment-50 motion-safe:animate-shimmer" />
            ))}
          </ul>
        </div>
      ) : (
        <>
          {own.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-parchment-400 px-5 py-10 text-center">
              <p className="text-lg font-semibold text-ink-900">You haven't made any Worlds yet.</p>
              <p className="mt-1 text-ink-700">A World is a setting, a cast and a question that others can play. Start with a blank one, or import one from a zip.</p>
              <div className="mt-5 flex flex-wrap items-start justify-center gap-2">
                <button type="button" onClick={() => void create()} disabled={creating} className={buttonClass('primary', 'md')}>
                  <PlusIcon className="size-4" />
                  Create New
                </button>
                <ImportWorldButton onImported={() => setAttempt((n) => n + 1)} label="Import single template" />
                <ImportCollectionButton onImported={() => setAttempt((n) => n + 1)} />
              </div>
            </div>
          ) : (
            <TemplatesList
              templates={own}
              switches={CREATOR_SWITCHES}
              editPath={editPath}
              onRefresh={() => setAttempt((n) => n + 1)}
              onCreate={() => void create()}
              creating={creating}
              onDelete={remove}
              createLabel="Create New"
              roleOf={roleOf}
              deleteTitle="Delete this World?"
              deleteMessage={deleteMessage}
            />
          )}
          {shared.length > 0 && (
            <section aria-labelledby="shared-worlds-heading" className="space-y-3 pt-2">
              <div>
                <h2 id="shared-worlds-heading" className="text-2xl font-semibold">
                  Shared with you
                </h2>
                <p className="mt-1 text-ink-700">Worlds other creators invited you to write with them.</p>
              </div>
              <ul className="space-y-3">
                {shared.map((world) => (
                  <li key={world.id}>
                    <SharedWorldRow world={world} onLeave={leave(world)} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
