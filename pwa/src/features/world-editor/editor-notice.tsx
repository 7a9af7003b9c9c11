import type { ReactNode } from 'react';
import { Spinner } from '../../shared/ui/spinner';

/** A full-width message in place of the editor (loading, offline, no access ...). */
export function EditorNotice({ title, message, busy, children }: { title: string; message?: string; busy?: boolean; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24" role={busy ? 'status' : undefined}>
      {busy && <Spinner className="mb-4 size-8 text-ember-600" />}
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      {message && <p className="mt-3 text-ink-700">{message}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
