import { useParams } from 'react-router';
import { EditorGate, EditorNotice } from '../features/world-editor';

/** /users/my-worlds/{id}: the World editor in the user area (spec 2 §2). */
export function WorldEditorPage() {
  const { id } = useParams();
  if (!id) return <EditorNotice title="Template ID is required" />;
  return <EditorGate key={id} templateId={id} area="user" />;
}

/** /admin/templates/{id}: the same editor in the admin area (role_admin required). */
export function AdminWorldEditorPage() {
  const { id } = useParams();
  if (!id) return <EditorNotice title="Template ID is required" />;
  return <EditorGate key={id} templateId={id} area="admin" />;
}
