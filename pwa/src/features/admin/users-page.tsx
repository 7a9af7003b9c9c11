// /admin/users (spec 2 §2 'Admin users table'): Username, Email, Registered, Last Login, the two
// grantable permissions (optimistic, rolled back on failure, a toast once saved), Actions (a
// password reset link, issue 27; delete with confirm).
import type { AdminUserRow, Permission } from '@schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { showApiErrorToast } from '../../shared/toast/api-error-toast';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { useAuth } from '../auth';
import { deleteAdminUser, fetchAdminUsers, loadPages, setAdminPermission } from './admin-api';
import { AdminListPage, useRowDelete } from './admin-list-page';
import { adminDate } from './admin-rules';
import { DataTable } from './data-table';
import { ResetLinkButton } from './reset-link-dialog';
import { useAdminData } from './use-admin-data';

const GRANTABLE: { permission: Permission; label: string; what: string }[] = [
  { permission: 'templates_create', label: 'Create Worlds', what: 'create Worlds' },
  { permission: 'templates_images', label: 'Images', what: 'use images in Worlds' },
];

/** The confirmation once a permission change is saved (issue 27): who may now do what. */
export function permissionSavedMessage(username: string, permission: Permission, granted: boolean): string {
  const what = GRANTABLE.find((g) => g.permission === permission)?.what ?? permission;
  return `${username} can ${granted ? 'now' : 'no longer'} ${what}.`;
}

/** The confirm text of a user's deletion: what goes, and that their Worlds pass to the admin. */
export function deleteUserMessage(user: Pick<AdminUserRow, 'username' | 'worldCount'>): string {
  const worlds = user.worldCount === 0 ? '' : ` Their ${user.worldCount} World${user.worldCount === 1 ? '' : 's'} will be transferred to you.`;
  return `“${user.username}” and all their data (sessions, the stories only they played, their co-authoring) are deleted. This cannot be undone.${worlds}`;
}

/** The users table. */
export function AdminUsersPage() {
  const auth = useAuth();
  const selfId = auth.status === 'signed-in' ? auth.user.id : null;
  const [partial, setPartial] = useState<AdminUserRow[] | undefined>(undefined);
  const { data, failed, reload } = useAdminData(
    (signal) => loadPages(async (offset) => {
      const { users, total } = await fetchAdminUsers(offset, signal);
      return { rows: users, total };
    }, setPartial),
    'users',
  );
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [overrides, setOverrides] = useState<ReadonlyMap<string, Permission[]>>(new Map());
  const remove = useRowDelete<AdminUserRow>(
    'users',
    async (user) => {
      await deleteAdminUser(user.id);
      setRemoved((prev) => new Set(prev).add(user.id));
    },
    (error) => (isApiError(error) && error.httpStatus === 403 ? error.errorMessage : 'Failed to delete user. Please try again.'),
  );
  const ask = remove.ask;

  const rows = useMemo(
    () => (data ?? partial ?? []).filter((u) => !removed.has(u.id)).map((u) => (overrides.has(u.id) ? { ...u, permissions: overrides.get(u.id)! } : u)),
    [data, partial, removed, overrides],
  );

  const columns = useMemo<ColumnDef<AdminUserRow, unknown>[]>(() => {
    const toggle = async (user: AdminUserRow, permission: Permission, granted: boolean) => {
      const before = user.permissions;
      const next = granted ? [...before, permission] : before.filter((p) => p !== permission);
      setOverrides((prev) => new Map(prev).set(user.id, next));
      try {
        const { user: saved } = await setAdminPermission(user.id, permission, granted);
        setOverrides((prev) => new Map(prev).set(user.id, saved.permissions));
        showToast({ kind: 'success', title: 'Permission saved', message: permissionSavedMessage(user.username, permission, granted) });
      } catch (error) {
        setOverrides((prev) => new Map(prev).set(user.id, before));
        showApiErrorToast(error);
      }
    };
    return [
      { id: 'username', header: 'Username', accessorFn: (u) => u.username },
      { id: 'email', header: 'Email', accessorFn: (u) => u.email },
      { id: 'createdAt', header: 'Registered', accessorFn: (u) => u.createdAt, cell: (c) => adminDate(c.row.original.createdAt) },
      { id: 'lastLoginAt', header: 'Last Login', accessorFn: (u) => u.lastLoginAt ?? '', cell: (c) => adminDate(c.row.original.lastLoginAt) },
      {
        id: 'permissions',
        header: 'Permissions',
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row: { original: u } }) => (
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {GRANTABLE.map(({ permission, label }) => (
              <label key={permission} className="inline-flex min-h-9 items-center gap-2 whitespace-nowrap">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={u.permissions.includes(permission)}
                  onChange={(e) => void toggle(u, permission, e.target.checked)}
                  aria-label={`${label} for ${u.username}`}
                />
                {label}
              </label>
            ))}
          </div>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row: { original: u } }) =>
          u.id === selfId ? (
            <span className="text-sm text-ink-600">You</span>
          ) : (
            <div className="flex flex-wrap gap-1">
              <ResetLinkButton user={u} />
              <button type="button" onClick={() => ask(u)} className={buttonClass('ghost', 'md', 'px-3 text-danger-600')}>
                Delete<span className="sr-only"> {u.username}</span>
              </button>
            </div>
          ),
      },
    ];
  }, [selfId, ask]);

  return (
    <AdminListPage
      noun="users"
      heading="Users"
      title="Users"
      onRefresh={reload}
      failed={failed}
      onRetry={reload}
      loaded={data !== undefined || partial !== undefined}
      remove={remove}
      confirmTitle="Delete this user?"
      confirmMessage={deleteUserMessage}
    >
      <DataTable label="users" rows={rows} columns={columns} getRowId={(u) => u.id} defaultSort={{ id: 'createdAt', desc: true }} empty="No users found." cardTitle="username" />
    </AdminListPage>
  );
}
