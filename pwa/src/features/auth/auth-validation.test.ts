import { PASSWORD_RULE_MESSAGE } from '@schemas';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT, liveMismatch, passwordChecks, registrationFailure, serverErrorFields, validateLogin, validateRegistration } from './auth-validation';

const good = { email: 'ada@example.org', username: 'ada', password: 'Lovelace1815', confirm: 'Lovelace1815' };

describe('login validation (spec 1 §5)', () => {
  it('needs both e-mail and password', () => {
    expect(validateLogin('', 'x')).toBe('Please enter both email and password');
    expect(validateLogin('  ', 'x')).toBe(AUTH_TEXT.loginRequired);
    expect(validateLogin('a@b.c', '')).toBe(AUTH_TEXT.loginRequired);
    expect(validateLogin('a@b.c', 'x')).toBeNull();
  });
});

describe('registration validation (spec 1 §5, §8)', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(good)).toBeNull();
  });

  it("asks for all four fields first: 'Validation Error', 5 s, marking each empty field", () => {
    const problem = validateRegistration({ ...good, username: ' ', confirm: '' });
    expect(problem).toEqual({
      title: 'Validation Error',
      message: 'All fields are required',
      duration: 5000,
      fields: { username: 'All fields are required', confirm: 'All fields are required' },
    });
  });

  it('checks the e-mail pattern', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'a da@example.org']) {
      expect(validateRegistration({ ...good, email })).toMatchObject({ title: 'Validation Error', message: 'Please enter a valid email address', fields: { email: AUTH_TEXT.invalidEmail } });
    }
  });

  it("checks the password rule: 'Password Invalid' for 7 s with the spec's message", () => {
    for (const password of ['Short1!', 'alllowercase', 'lowercase123', 'UPPER123']) {
      expect(validateRegistration({ ...good, password, confirm: password })).toEqual({
        title: 'Password Invalid',
        message: PASSWORD_RULE_MESSAGE,
        duration: 7000,
        fields: { password: PASSWORD_RULE_MESSAGE },
      });
    }
    expect(validateRegistration({ ...good, password: 'lower_case1', confirm: 'lower_case1' })).toBeNull();
  });

  it('checks the confirmation last', () => {
    expect(validateRegistration({ ...good, confirm: 'Lovelace1816' })).toMatchObject({ title: 'Input Error', message: 'Passwords do not match', fields: { confirm: 'Passwords do not match' } });
  });

  it("shows 'Passwords do not match' live once the confirmation has text", () => {
    expect(liveMismatch('abc', '')).toBeNull();
    expect(liveMismatch('abc', 'ab')).toBe('Passwords do not match');
    expect(liveMismatch('abc', 'abc')).toBeNull();
  });

  it('ticks each requirement of the live checklist as it is met', () => {
    const empty = passwordChecks('');
    expect(empty.length.met).toBe(false);
    expect(empty.classesMet).toBe(0);
    const some = passwordChecks('abcDEF');
    expect(some.classes.map((c) => [c.id, c.met])).toEqual([
      ['lower', true],
      ['upper', true],
      ['number', false],
      ['special', false],
    ]);
    expect(some.ok).toBe(false);
    const done = passwordChecks('abcDEF1!');
    expect(done).toMatchObject({ classesMet: 4, ok: true, length: { met: true } });
  });
});

describe('server errors mark their fields (spec 1 §5)', () => {
  it("maps 'email already in use', 'username already taken' and any mention of password", () => {
    expect(serverErrorFields('Registration failed: email already in use')).toEqual({ email: 'Email already in use' });
    expect(serverErrorFields('Registration failed: Username already taken')).toEqual({ username: 'Username already taken' });
    expect(serverErrorFields(`password: ${PASSWORD_RULE_MESSAGE}`)).toEqual({ password: `Password: ${PASSWORD_RULE_MESSAGE}` });
    expect(serverErrorFields('Too many requests')).toEqual({});
  });

  it("notifies 'Registration Failed' for 7 s", () => {
    expect(registrationFailure('Registration failed: email already in use')).toMatchObject({ title: 'Registration Failed', duration: 7000, fields: { email: expect.any(String) } });
  });
});
