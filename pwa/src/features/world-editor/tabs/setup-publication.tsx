import { sectionMap } from '@engine/world-doc';
import { PUBLICATION_STATUSES, type PublicationStatus } from '@schemas';
import { useYMapValue } from '../doc/world-doc-hooks';
import { useEditor } from '../editor-context';
import { YCheckbox, YValueSelect } from '../fields/value-controls';

/** What each status means (spec 2 §4). */
export const STATUS_MEANING: Record<PublicationStatus, string> = {
  Draft: 'Nobody can see this World or play in it.',
  Review: 'Flags this World for public listing.',
  Published: 'Listed publicly. Only admins can set this status.',
  Private: 'People with a shared link can play.',
};

/** Publication status (Published only for admins) and, for admins, Show on welcome screen (spec 2 §4, §6). */
export function SetupPublication() {
  const { doc, viewer } = useEditor();
  const setup = sectionMap(doc, 'setup');
  const status = (useYMapValue<string>(setup, 'publicationStatus') ?? 'Draft') as PublicationStatus;
  const options = PUBLICATION_STATUSES.filter((s) => viewer.isAdmin || s !== 'Published' || status === 'Published').map((s) => ({
    value: s,
    label: s,
    // A non-admin may see Published (an admin set it) but not choose it.
    disabled: s === 'Published' && !viewer.isAdmin,
  }));
  return (
    <>
      <YValueSelect map={setup} field="publicationStatus" label="Publication status" fieldId="setup.publicationStatus" options={options} hint={STATUS_MEANING[status] ?? ''} />
      {viewer.isAdmin && (
        <YCheckbox map={setup} field="showOnWelcomeScreen" fieldId="setup.showOnWelcomeScreen" label="Show on welcome screen" description="Adds this World to the carousel on the home page." />
      )}
    </>
  );
}
