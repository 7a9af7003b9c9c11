import { ROLE_ADMIN } from '@schemas';
import { describe, expect, it } from 'vitest';
import { signInOrigin, signInState } from './auth-redirect';
import { ADMIN_ROLE_ID, hasPermission, isAdminUser } from './auth-store';

describe('roles and permissions (spec 1 §6, spec 2 §2)', () => {
  it('knows the admin role by the same id as the schemas', () => {
    expect(ADMIN_ROLE_ID).toBe(ROLE_ADMIN);
    expect(isAdminUser({ roleId: 'role_admin' })).toBe(true);
    expect(isAdminUser({ roleId: null })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('grants a permission when listed, and every permission to admins', () => {
    expect(hasPermission({ roleId: null, permissions: ['templates_create'] }, 'templates_create')).toBe(true);
    expect(hasPermission({ roleId: null, permissions: [] }, 'templates_create')).toBe(false);
    expect(hasPermission({ roleId: 'role_admin', permissions: [] }, 'templates_images')).toBe(true);
    expect(hasPermission(undefined, 'templates_create')).toBe(false);
  });
});

describe('after login, back to where the visitor was going', () => {
  it('returns the remembered path of this app, otherwise home', () => {
    expect(signInOrigin(signInState('/users/archive'))).toBe('/users/archive');
    expect(signInOrigin(signInState('/users/my-worlds/w1?x=1'))).toBe('/users/my-worlds/w1?x=1');
    expect(signInOrigin(null)).toBe('/');
    expect(signInOrigin({ from: 'https://evil.example/' })).toBe('/');
    expect(signInOrigin({ from: '//evil.example/' })).toBe('/');
    expect(signInOrigin({ from: '/users/signin?view=login' })).toBe('/');
  });
});
