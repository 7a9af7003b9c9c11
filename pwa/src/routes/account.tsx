// /users (spec 1 §2): the account area's frame, protected, with its own error page.
export { AccountErrorPage, AccountLayout } from '../features/account';
