// account: the account area's frame under /users (header, tabs, sign-in guard, error page) and
// the signed-in user its tabs read.
export { AccountLayout, useAccountContext, type AccountContext } from './account-layout';
export { AccountErrorPage } from './account-error-page';
