import { useId, type ReactNode } from 'react';

/** Props of an EditorSection. */
export type EditorSectionProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string };

/** A titled card grouping related fields of a tab. */
export function EditorSection({ title, description, actions, children, className = '' }: EditorSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6 ${className}`}>
      <div className="mb-4 flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-xl font-semibold">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-ink-700">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="space-y-5">{children}</div>
    </section>
  );
}
