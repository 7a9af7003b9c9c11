import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { hasPermission, isAdminUser, SignInRedirect, useAuth } from '../auth';
import { useWorldAccess } from './collab/collab-access';
import { useWorldSession, useWorldSessionState } from './collab/collab-hooks';
import { EditorNotice } from './editor-notice';
import { WorldEditor } from './world-editor';

/** How long the admin 'Access Denied' notice shows before going home (spec 2 §8). */
export const ACCESS_DENIED_MS = 5000;

/** The editor's refusal without templates_create (spec 2 §2), word for word. */
export const NO_EDIT_PERMISSION_TEXT = {
  title: 'Template Editing Not Available',
  message: "You don't have permission to edit templates.",
} as const;

/** Props of EditorGate. */
export type EditorGateProps = { templateId: string; area: 'user' | 'admin' };

/**
 * Checks the signed-in user first (the admin area needs role_admin, the editor templates_create,
 * spec 2 §2), so a refused user gets the spec's message whatever the World; then opens the World.
 */
export function EditorGate({ templateId, area }: EditorGateProps) {
  const auth = useAuth();
  if (auth.status === 'unknown') return <EditorNotice title="Opening World…" busy />;
  if (auth.status === 'signed-out') return <SignInRedirect />;
  if (area === 'admin' && !isAdminUser(auth.user)) return <AccessDenied />;
  if (!hasPermission(auth.user, 'templates_create')) return <EditorNotice title={NO_EDIT_PERMISSION_TEXT.title} message={NO_EDIT_PERMISSION_TEXT.message} />;
  return <WorldGate templateId={templateId} area={area} />;
}

/**
 * Opens the World's session and decides what the viewer sees: sign-in, a refusal, or the editor
 * (read-only for viewers). Offline, a World opened before on this device opens from the device.
 */
function WorldGate({ templateId, area }: EditorGateProps) {
  const session = useWorldSession(templateId);
  const { accessEpoch } = useWorldSessionState(session);
  const access = useWorldAccess(session, accessEpoch);

  switch (access.kind) {
    case 'loading':
      return <EditorNotice title="Opening World…" busy />;
    case 'signed-out':
      return <SignInRedirect />;
    case 'not-found':
      return (
        <EditorNotice title="World not found" message="The template you're looking for couldn't be found.">
          <Link to="/" className={buttonClass('primary')}>
            Go Home
          </Link>
        </EditorNotice>
      );
    case 'forbidden':
      return <EditorNotice title="Template Editing Not Available" message="You don't have permission to access this template." />;
    case 'unavailable-offline':
      return <EditorNotice title="You are offline" message="This World is not on this device yet. Connect to the internet to open it; after that it works offline too." />;
    case 'error':
      return <EditorNotice title="Something Went Wrong" message="The World could not be opened. Please try again later." />;
    case 'ok':
      break;
  }
  const { viewer, canEdit } = access;
  if (area === 'admin' && !viewer.isAdmin) return <AccessDenied />;
  if (!viewer.isAdmin && !viewer.permissions.includes('templates_create')) {
    return <EditorNotice title={NO_EDIT_PERMISSION_TEXT.title} message={NO_EDIT_PERMISSION_TEXT.message} />;
  }
  const backTo = area === 'admin' ? { href: '/admin/templates', label: 'Worlds' } : { href: '/users/my-worlds', label: 'My Worlds' };
  return <WorldEditor session={session} viewer={viewer} canEdit={canEdit} backTo={backTo} />;
}

/** A non-admin in the admin area: 'Access Denied' for 5 seconds, then home (spec 2 §2, §8). */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    showToast({ kind: 'error', title: 'Access Denied', message: 'You do not have permission to access the admin area.', duration: ACCESS_DENIED_MS });
    const timer = setTimeout(() => void navigate('/', { replace: true }), ACCESS_DENIED_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <EditorNotice title="Access Denied" message="You do not have permission to access the admin area." />;
}
