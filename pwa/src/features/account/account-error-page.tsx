import { Link, useRouteError } from 'react-router';
import { UserIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { SIGN_IN_LOGIN_PATH } from '../auth';

/** The account area's error page (spec 1 §2): 'Oops! Something went wrong.' and Go to Sign In. */
export function AccountErrorPage() {
  const error = useRouteError();
  console.error('[AccountErrorPage]', error);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>Account · Taleforge</title>
      <h1 className="text-3xl font-semibold sm:text-4xl">Oops! Something went wrong.</h1>
      <p className="mt-3 text-lg text-ink-700">We couldn't open your account area. Signing in again usually helps.</p>
      <Link to={SIGN_IN_LOGIN_PATH} className={buttonClass('primary', 'lg', 'mt-8')}>
        <UserIcon />
        Go to Sign In
      </Link>
    </div>
  );
}
