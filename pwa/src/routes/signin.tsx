// /users/signin?view=login|register (spec 1 §2): sign-in and registration.
export { SignInPage } from '../features/auth';
