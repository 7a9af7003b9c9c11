// /admin/templates (spec 2 §2 'Admin template list'): every World with its creator, all four
// switches on; New Template opens the wizard in template mode (/admin/templates/new: a World
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
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    await navigate('/admin/templates/new');
  };
  const remove = async (t: TemplateMetadata) => {
    await deleteTemplate(t.id);
    setRemoved((prev) => new Set(prev).add(t.id));
  };

  return (
    <section aria-labelledby="admin-templates-heading" className="space-y-4">
      <title>Templates · Admin · Taleforge</title>
      <h2 id="admin-templates-heading" className="text-2xl font-semibold">Templates</h2>
      {failed && <AdminLoadError message="Failed to load templates. Please try again." onRetry={reload} />}
      {data === undefined ? (
        !failed && <AdminLoading label="Loading templates…" />
      ) : (
        <TemplatesList
          templates={data.templates.filter((t) => !removed.has(t.id))}
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
