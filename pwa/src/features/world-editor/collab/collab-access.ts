/**
 * Who is opening a World and whether they may edit it. The server decides for real (it drops a
 * read-only socket's updates); the editor asks first so it can show read-only mode: the signed-in
 * user comes from the app's auth store (`useAuth`), then `GET /templates/{id}/coauthors` answers
 * only editors (the creator, co-authors and admins), else `GET /templates/{id}` anyone who may
 * view it. The answer is kept with the World on the device, so a World opened before can be
 * edited offline.
 */
import { coauthorsResponseSchema, ROLE_ADMIN, templateMetadataSchema, type Permission, type User } from '@schemas';
import { useEffect, useState } from 'react';
import { apiGet } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { useAuth } from '../../auth';
import type { WorldSession } from './collab-session';

/** The signed-in user as the editor needs them. */
export type EditorViewer = { id: string; username: string; isAdmin: boolean; permissions: Permission[] };

/** What the editor may show. */
export type WorldAccess =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  /** Offline, and this World was never opened on this device. */
  | { kind: 'unavailable-offline' }
  /** The server failed in an unexpected way. */
  | { kind: 'error' }
  | { kind: 'ok'; viewer: EditorViewer; canEdit: boolean; fromDevice: boolean };

const ACCESS_KEY = 'access';
type StoredAccess = { viewer: EditorViewer; canEdit: boolean };

const statusOf = (error: unknown) => (isApiError(error) ? error.httpStatus : undefined);
const offline = (error: unknown) => isApiError(error) && error.isConnectivity;

async function fromDevice(session: WorldSession): Promise<WorldAccess> {
  const stored = await session.readDevice<StoredAccess>(ACCESS_KEY).catch(() => null);
  return stored ? { kind: 'ok', ...stored, fromDevice: true } : { kind: 'unavailable-offline' };
}

/** Asks the server (or the device, offline) what the signed-in `user` may do with this World. */
export async function resolveWorldAccess(session: WorldSession, user: User): Promise<WorldAccess> {
  const id = encodeURIComponent(session.templateId);
  const viewer: EditorViewer = { id: user.id, username: user.username, isAdmin: user.roleId === ROLE_ADMIN, permissions: user.permissions };
  let canEdit: boolean;
  try {
    await apiGet(`/templates/${id}/coauthors`, coauthorsResponseSchema);
    canEdit = true;
  } catch (error) {
    if (offline(error)) return fromDevice(session);
    if (statusOf(error) === 404) return { kind: 'not-found' };
    if (statusOf(error) === 401) return { kind: 'signed-out' };
    if (statusOf(error) !== 403) throw error;
    try {
      await apiGet(`/templates/${id}`, templateMetadataSchema);
      canEdit = false;
    } catch (inner) {
      if (offline(inner)) return fromDevice(session);
      if (statusOf(inner) === 404) return { kind: 'not-found' };
      if (statusOf(inner) === 401) return { kind: 'signed-out' };
      if (statusOf(inner) === 403) return { kind: 'forbidden' };
      throw inner;
    }
  }
  await session.writeDevice<StoredAccess>(ACCESS_KEY, { viewer, canEdit }).catch((error: unknown) => console.error('[collab-access] not kept on the device', error));
  return { kind: 'ok', viewer, canEdit, fromDevice: false };
}

/** The viewer's access to the session's World, asked again whenever `epoch` changes. */
export function useWorldAccess(session: WorldSession, epoch: number): WorldAccess {
  const auth = useAuth();
  const user = auth.status === 'signed-in' ? auth.user : null;
  const [result, setResult] = useState<{ key: string; access: WorldAccess } | null>(null);
  const key = `${session.templateId}:${epoch}:${user?.id ?? ''}`;
  useEffect(() => {
    if (!user) return;
    let live = true;
    resolveWorldAccess(session, user).then(
      (access) => live && setResult({ key, access }),
      (error: unknown) => {
        console.error('[collab-access]', error);
        if (live) setResult({ key, access: { kind: 'error' } });
      },
    );
    return () => {
      live = false;
    };
    // The user object changes with every refresh of GET /auth/me; the key holds what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, key]);
  if (auth.status === 'unknown') return { kind: 'loading' };
  if (auth.status === 'signed-out') return { kind: 'signed-out' };
  // Keep showing the previous answer while a re-check (access changed) runs.
  if (!result || !result.key.startsWith(`${session.templateId}:`) || !result.key.endsWith(`:${user?.id ?? ''}`)) return { kind: 'loading' };
  return result.access;
}
