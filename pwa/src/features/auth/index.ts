// auth: who is signed in (a first-paint store, cached on the device for offline), sign-in,
// registration and sign-out, the login modal and the sign-in screen, 'Forgot password?' and the
// reset page.
export { getAuthState, hasPermission, isAdminUser, setAuthState, type AuthState } from './auth-store';
export { useAuth } from './use-auth';
export { logout, markSignedOut } from './auth-api';
export { SIGN_IN_LOGIN_PATH, signInState } from './auth-redirect';
export { SignInRedirect } from './sign-in-redirect';
export { loadLoginModal } from './login-modal-loader';
export { SignInPage } from './signin-page';
export { ResetPasswordPage } from './reset-password-page';
