// /admin/templates (spec 2 §2 'Admin template list'): every World with its creator, all four
// switches on; New World opens the wizard in template mode (/admin/templates/new: a World
// drafted by the Worldbuilding Assistant, or a blank one), which opens the new World in the admin editor.
import type { TemplateMetadata } from '@schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteTemplate, fetchAllTemplates } from './admin-api';
import { AdminLoadError, AdminLoading } from './admin-panels';
import { TemplatesList, type TemplateListSwitches } from './templates-list';
import { useAdminData } from './use-admin-data';

const ADMIN_SWITCHES: TemplateListSwitches = { canPublish: true, canExportAll: true, canImport: true, showCreator: true };
const editPath = (id: string) => `/admin/templates/${encodeURIComponent(id)}`;

/** The admin template list. */
export function AdminTemplatesPage() {
  const navigate = useNavigate();
  const { data, failed, reload } = useAdminData((signal) => fetchAllTemplates(signal), 'templates');
  // Rows deleted since `data` loaded: hidden until the next load, which knows better (a World
  // re-imported under the same id after its deletion shows at once, issue 27).
  const [removed, setRemoved] = useState<{ of: unknown; ids: ReadonlySet<string> }>({ of: undefined, ids: new Set() });
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    await navigate('/admin/templates/new');
  };
  const remove = async (t: TemplateMetadata) => {
    await deleteTemplate(t.id);
    setRemoved((prev) => ({ of: data, ids: new Set(prev.of === data ? prev.ids : []).add(t.id) }));
  };

  return (
    <section aria-labelledby="admin-templates-heading" className="space-y-4">
      <title>Worlds · Admin · Taleforge</title>
      <h2 id="admin-templates-heading" className="text-2xl font-semibold">Worlds</h2>
      {failed && <AdminLoadError message="Failed to load the Worlds. Please try again." onRetry={reload} />}
      {data === undefined ? (
        !failed && <AdminLoading label="Loading the Worlds…" />
      ) : (
        <TemplatesList
          templates={removed.of === data ? data.templates.filter((t) => !removed.ids.has(t.id)) : data.templates}
          switches={ADMIN_SWITCHES}
          editPath={editPath}
          onRefresh={reload}
          onCreate={() => void create()}
          creating={creating}
          onDelete={remove}
        />
      )}
    </section>
  );
}
