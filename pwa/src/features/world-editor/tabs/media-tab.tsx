import { sectionMap } from '@engine/world-doc';
import { imageReferenceSchema } from '@schemas';
import { imageUrl } from '../../../shared/api/image-url';
import { CoverArt } from '../../../shared/ui/cover-art';
import { asYMap, useYMapValue } from '../doc/world-doc-hooks';
import { useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { YCheckbox } from '../fields/value-controls';
import { YTextInput } from '../fields/y-text-input';

/** The six image directions (spec 2 §2 Media) with their labels and what to write. */
const INSTRUCTIONS = [
  ['visualStyle', 'Visual style', 'e.g. Ink and watercolour, loose lines.'],
  ['atmosphere', 'Atmosphere', 'e.g. Misty mornings, lantern light.'],
  ['colorPalette', 'Color palette', 'e.g. Slate blue, rust, bone white.'],
  ['settingDetails', 'Setting details', 'e.g. Stone harbour, tarred nets, gulls.'],
  ['characterStyle', 'Character style', 'e.g. Weathered faces, practical clothes.'],
  ['artInfluences', 'Art influences', 'e.g. Winslow Homer, Studio Ghibli backgrounds.'],
] as const;

/** Media: whether stories use pre-generated images, the cover and its prompt, and the image directions. */
export function MediaTab() {
  const { doc, viewer, readOnly } = useEditor();
  const media = sectionMap(doc, 'media');
  const instructions = asYMap(useYMapValue(media, 'imageInstructions'));
  const cover = imageReferenceSchema.safeParse(useYMapValue(media, 'coverImage'));
  const canUseImages = viewer.isAdmin || viewer.permissions.includes('templates_images');
  const updatedAt = useYMapValue<string>(sectionMap(doc, 'setup'), 'updatedAt');

  return (
    <div className="space-y-6">
      <EditorSection title="Images in stories">
        {!canUseImages && !readOnly && (
          <p className="rounded-xl border border-info-600/25 bg-info-50 px-3 py-2 text-sm text-info-600">You need the templates_images permission to use images in templates.</p>
        )}
        <YCheckbox map={media} field="containsImages" fieldId="media.containsImages" label="Use the pre-generated images in stories" disabled={!canUseImages} />
      </EditorSection>
      <EditorSection title="Cover image">
        <div className="grid gap-5 sm:grid-cols-[minmax(0,12rem)_1fr]">
          <div className="relative aspect-[2/3] w-44 max-w-[320px] sm:w-full overflow-hidden rounded-xl bg-night-800 shadow-card">
            <CoverArt seed={doc.guid} className="absolute inset-0 size-full" />
            {cover.success && cover.data.status === 'ready' ? (
              <img src={imageUrl(cover.data, updatedAt)} alt="Cover image" className="absolute inset-0 size-full object-cover" />
            ) : (
              <p className="absolute inset-x-0 bottom-0 bg-night-950/70 px-3 py-2 text-sm text-white">No cover image yet</p>
            )}
          </div>
          <YTextInput map={instructions} field="coverPrompt" label="Cover image prompt" fieldId="media.coverPrompt" multiline rows={5} placeholder="What the cover shows: a scene, a mood, a figure." />
        </div>
      </EditorSection>
      <EditorSection title="Image directions" description="How every image of this World should look.">
        <div className="grid gap-5 md:grid-cols-2">
          {INSTRUCTIONS.map(([field, label, placeholder]) => (
            <YTextInput key={field} map={instructions} field={field} label={label} fieldId={`media.${field}`} multiline rows={3} placeholder={placeholder} />
          ))}
        </div>
      </EditorSection>
    </div>
  );
}
