// Sign-in and registration rules of spec 1 §5 and the notifications of §8, as pure functions.
import { EMAIL_PATTERN, PASSWORD_RULE_MESSAGE, passwordMeetsRules } from '@schemas';

/** Texts of spec 1 §5 and §8, word for word. */
export const AUTH_TEXT = {
  loginRequired: 'Please enter both email and password',
  loginFailed: 'Login failed',
  allRequired: 'All fields are required',
  invalidEmail: 'Please enter a valid email address',
  passwordRule: PASSWORD_RULE_MESSAGE,
  mismatch: 'Passwords do not match',
  pageBanner: 'There was an error with your request. Please try again.',
  registered: "Your account has been created and you're signed in.",
  validationTitle: 'Validation Error',
  passwordTitle: 'Password Invalid',
  inputTitle: 'Input Error',
  failedTitle: 'Registration Failed',
  successTitle: 'Registration Successful',
} as const;

/** Texts of 'Forgot password?' and the reset page (the spec has none; written for this product). */
export const RESET_TEXT = {
  link: 'Forgot password?',
  title: 'Reset your password',
  intro: "Enter the e-mail of your account and we'll send you a link to choose a new password.",
  send: 'Send Reset Link',
  sending: 'Sending…',
  back: 'Back to Log In',
  sentTitle: 'Check your inbox',
  sent: (email: string) => `If an account uses ${email}, a link to choose a new password is on its way. It works once, within the next hour.`,
  operatorTitle: "This site can't send e-mail",
  operator: 'Please ask the person who runs this Taleforge for a password reset link.',
  pageTitle: 'Choose a New Password',
  pageIntro: 'Pick a new password for your account. You will be signed in right after.',
  newPassword: 'New password',
  confirm: 'Confirm new password',
  save: 'Set New Password',
  saving: 'Saving…',
  doneTitle: 'Password Changed',
  done: "Your new password is set and you're signed in.",
  incomplete: 'This reset link is incomplete. Open the link from your e-mail again, or ask for a new one.',
  askAgain: 'Send a New Link',
  offline: "We couldn't reach the server. Check your connection and try again.",
  tooMany: 'Too many attempts. Please wait a moment and try again.',
} as const;

/** How long registration notifications stay (spec 1 §8): 7 s for password and server errors, 5 s otherwise. */
export const NOTICE_MS = { long: 7000, short: 5000 } as const;

/** The four fields of the registration form. */
export type RegistrationField = 'email' | 'username' | 'password' | 'confirm';
/** What the registration form holds. */
export type RegistrationInput = Record<RegistrationField, string>;
/** Messages per field. */
export type FieldErrors = Partial<Record<RegistrationField, string>>;

/** A registration problem: the notification to show and the fields it marks. */
export type RegistrationProblem = { title: string; message: string; duration: number; fields: FieldErrors };

/** The login check (spec 1 §5): both fields required; null when fine. */
export function validateLogin(email: string, password: string): string | null {
  return email.trim() === '' || password === '' ? AUTH_TEXT.loginRequired : null;
}

/**
 * The registration checks, in the order the spec lists them: all four fields, the e-mail
 * pattern, the password rule, the confirmation. Null when the form may be sent.
 */
export function validateRegistration(input: RegistrationInput): RegistrationProblem | null {
  const empty = (Object.keys(input) as RegistrationField[]).filter((f) => input[f].trim() === '');
  if (empty.length > 0) {
    return {
      title: AUTH_TEXT.validationTitle,
      message: AUTH_TEXT.allRequired,
      duration: NOTICE_MS.short,
      fields: Object.fromEntries(empty.map((f) => [f, AUTH_TEXT.allRequired])),
    };
  }
  if (!EMAIL_PATTERN.test(input.email.trim())) {
    return { title: AUTH_TEXT.validationTitle, message: AUTH_TEXT.invalidEmail, duration: NOTICE_MS.short, fields: { email: AUTH_TEXT.invalidEmail } };
  }
  if (!passwordMeetsRules(input.password)) {
    return { title: AUTH_TEXT.passwordTitle, message: AUTH_TEXT.passwordRule, duration: NOTICE_MS.long, fields: { password: AUTH_TEXT.passwordRule } };
  }
  if (input.confirm !== input.password) {
    return { title: AUTH_TEXT.inputTitle, message: AUTH_TEXT.mismatch, duration: NOTICE_MS.short, fields: { confirm: AUTH_TEXT.mismatch } };
  }
  return null;
}

/** The live 'Passwords do not match' (spec 1 §5): shown once something is typed in the confirmation. */
export function liveMismatch(password: string, confirm: string): string | null {
  return confirm !== '' && confirm !== password ? AUTH_TEXT.mismatch : null;
}

/** One line of the live password checklist. */
export type PasswordCheck = { id: string; label: string; met: boolean };

/** The password checklist (spec 1 §5): the length, and each of the four classes (3 needed). */
export function passwordChecks(password: string): { length: PasswordCheck; classes: PasswordCheck[]; classesMet: number; ok: boolean } {
  const classes: PasswordCheck[] = [
    { id: 'lower', label: 'Lowercase letter', met: /[a-z]/.test(password) },
    { id: 'upper', label: 'Uppercase letter', met: /[A-Z]/.test(password) },
    { id: 'number', label: 'Number', met: /[0-9]/.test(password) },
    { id: 'special', label: 'Special character', met: /[^A-Za-z0-9]/.test(password) },
  ];
  return {
    length: { id: 'length', label: 'At least 8 characters', met: password.length >= 8 },
    classes,
    classesMet: classes.filter((c) => c.met).length,
    ok: passwordMeetsRules(password),
  };
}

/**
 * The fields a server error marks (spec 1 §5): 'email already in use' the e-mail, 'username
 * already taken' the username, any mention of password the password. Each gets the server's text
 * (without its 'Registration failed:' lead-in).
 */
export function serverErrorFields(message: string): FieldErrors {
  const lower = message.toLowerCase();
  // Under a field the 'Registration failed:' lead-in says nothing the notification hasn't.
  const stripped = message.replace(/^registration failed:\s*/i, '');
  const text = stripped.charAt(0).toUpperCase() + stripped.slice(1);
  const fields: FieldErrors = {};
  if (lower.includes('email already in use')) fields.email = text;
  if (lower.includes('username already taken')) fields.username = text;
  if (lower.includes('password')) fields.password = text;
  // The server's refusal of a username's characters names the field ('username: ...').
  if (lower.includes('username:')) fields.username = text.replace(/^invalid request:\s*username:\s*/i, '');
  return fields;
}

/** The notification for a failed registration call: 'Registration Failed', 7 s, with the fields it marks. */
export function registrationFailure(message: string): RegistrationProblem {
  return { title: AUTH_TEXT.failedTitle, message, duration: NOTICE_MS.long, fields: serverErrorFields(message) };
}
