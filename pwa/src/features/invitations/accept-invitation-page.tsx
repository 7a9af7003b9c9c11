// /invitations/accept?token=... : the page a co-author invitation's link opens (issue 26.2). A
// visitor signs in (or creates an account) first and comes back here; a signed-in user accepts,
// and the World opens in the editor. A link that is incomplete, expired or used says so.
import { INVITATION_TEXTS, INVITATION_TOKEN_PATTERN } from '@schemas';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SIGN_IN_LOGIN_PATH, signInState, useAuth } from '../auth';
import { isApiError } from '../../shared/api/api-error';
import { ErrorIcon, PlayersIcon } from '../../shared/icons/icons';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { acceptInvitation } from './invitation-api';

/** The page's words. */
export const ACCEPT_TEXT = {
  pageTitle: 'Co-author a World',
  intro: 'You were invited to write a World together with its creator. Once you accept, it is under Shared with you in My Worlds, and you edit it live with them.',
  signIn: 'Sign in or create an account to accept the invitation.',
  signInButton: 'Sign in to accept',
  accept: 'Accept invitation',
  accepting: 'Accepting…',
  offline: 'You are offline. Connect to the internet to accept the invitation.',
  tooMany: 'Too many tries. Please wait a few minutes and try again.',
  doneTitle: 'Invitation accepted',
} as const;

/** The route component. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = INVITATION_TOKEN_PATTERN.test(token);
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; dead: boolean } | null>(wellFormed ? null : { message: INVITATION_TEXTS.incompleteLink, dead: true });

  const accept = async () => {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const world = await acceptInvitation(token);
      showToast({ kind: 'success', title: ACCEPT_TEXT.doneTitle, message: `“${world.title.trim() || 'Untitled World'}” is shared with you.` });
      void navigate(`/users/my-worlds/${encodeURIComponent(world.templateId)}`, { replace: true });
    } catch (error) {
      setSending(false);
      if (!isApiError(error) || error.isConnectivity) setProblem({ message: ACCEPT_TEXT.offline, dead: false });
      else if (error.status === 'rate_limited') setProblem({ message: ACCEPT_TEXT.tooMany, dead: false });
      else setProblem({ message: error.errorMessage, dead: error.status === 'invalid' });
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 pt-8 pb-4 sm:pt-14">
      <title>{`${ACCEPT_TEXT.pageTitle} · Taleforge`}</title>
      <h1 className="text-3xl font-semibold sm:text-4xl">{ACCEPT_TEXT.pageTitle}</h1>
      <p className="mt-2 text-ink-700">{ACCEPT_TEXT.intro}</p>
      <div className="mt-6 space-y-4 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6">
        {problem && (
          <div role="alert" className="flex items-start gap-2 rounded-xl border border-danger-600/25 bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-600">
            <ErrorIcon className="mt-px size-5 shrink-0" />
            <p>{problem.message}</p>
          </div>
        )}
        {problem?.dead ? (
          <Link to="/users/my-worlds" className={buttonClass('secondary', 'lg', 'w-full')}>
            Go to My Worlds
          </Link>
        ) : auth.status === 'unknown' ? (
          <p role="status" className="text-ink-700">
            Checking your account…
          </p>
        ) : auth.status === 'signed-out' ? (
          <>
            <p className="text-ink-800">{ACCEPT_TEXT.signIn}</p>
            <Link to={SIGN_IN_LOGIN_PATH} state={signInState(`${location.pathname}${location.search}`)} className={buttonClass('primary', 'lg', 'w-full')}>
              {ACCEPT_TEXT.signInButton}
            </Link>
          </>
        ) : (
          <>
            <p className="text-ink-800">
              Signed in as <span className="font-semibold text-ink-950">{auth.user.username}</span>.
            </p>
            <button type="button" disabled={sending} onClick={() => void accept()} className={buttonClass('primary', 'lg', 'w-full')}>
              <PlayersIcon className="size-5" />
              {sending ? ACCEPT_TEXT.accepting : ACCEPT_TEXT.accept}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
