import { Navigate, useLocation } from 'react-router';
import { SIGN_IN_LOGIN_PATH, signInState } from './auth-redirect';
import { useAuth } from './use-auth';

/**
 * What a protected page renders for a signed-out visitor: the sign-in page, remembering where they
 * were going (spec 1 §2). Right after signing out on this device it is home instead, so leaving the
 * account area never lands on a login form.
 */
export function SignInRedirect() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'signed-out' && auth.leaving) return <Navigate to="/" replace />;
  return <Navigate to={SIGN_IN_LOGIN_PATH} replace state={signInState(`${location.pathname}${location.search}`)} />;
}
