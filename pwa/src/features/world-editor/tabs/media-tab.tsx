import { sectionMap } from '@engine/world-doc';
import { IMAGE_TEXTS } from '@schemas';
import { useCallback } from 'react';
import { CoverArt } from '../../../shared/ui/cover-art';
import { BanIcon } from '../../../shared/icons/icons';
import { GenerateImageButton, generateCoverImage, imageBlockReason, UploadPictureButton, useImageGeneration, WorldPicture } from '../../images';
import { asYMap, asYText, useYMapValue, useYVersion } from '../doc/world-doc-hooks';
import { useEditor } from '../editor-context';
import { EditorSection } from '../fields/editor-section';
import { YCheckbox } from '../fields/value-controls';
import { YTextInput } from '../fields/y-text-input';
import { useCanGenerateImages, useImageInstructions, useSavedTemplateId, useUploadBlocked } from './world-pictures';

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
  const { doc, readOnly } = useEditor();
  const media = sectionMap(doc, 'media');
  const instructions = asYMap(useYMapValue(media, 'imageInstructions'));
  const cover = useYMapValue(media, 'coverImage');
  const canUseImages = useCanGenerateImages();
  const templateId = useSavedTemplateId();
  const directions = useImageInstructions();
  const promptText = asYText(instructions?.get('coverPrompt'));
  useYVersion(promptText);
  const coverPrompt = promptText?.toString() ?? '';
  const generate = useCallback(() => generateCoverImage(templateId, coverPrompt, directions), [templateId, coverPrompt, directions]);
  const generation = useImageGeneration(generate, 'cover image');
  const status = (cover as { status?: string } | undefined)?.status;
  const uploadBlocked = useUploadBlocked();
  const blocked = imageBlockReason({ canGenerate: canUseImages, saved: templateId !== '', hasWords: coverPrompt.trim() !== '', missingWords: IMAGE_TEXTS.addCoverPrompt });

  return (
    <div className="space-y-6">
      <EditorSection title="Images in stories">
        {!canUseImages && !readOnly && (
          <p className="rounded-xl border border-info-600/25 bg-info-50 px-3 py-2 text-sm text-info-600">{IMAGE_TEXTS.mediaTabNoPermission}</p>
        )}
        <YCheckbox map={media} field="containsImages" fieldId="media.containsImages" label="Use the pre-generated images in stories" disabled={!canUseImages} />
      </EditorSection>
      <EditorSection title="Cover image">
        <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <div className="relative w-full max-w-[320px] sm:max-w-none">
            <WorldPicture
              value={cover}
              width={400}
              height={600}
              alt="Cover image"
              error={generation.error}
              empty={
                <>
                  <CoverArt seed={doc.guid} className="absolute inset-0 size-full" />
                  {canUseImages && <span className="absolute inset-x-0 bottom-0 bg-night-950/70 px-3 py-2 text-sm text-white">No cover image yet</span>}
                </>
              }
            />
            {!canUseImages && (
              <p className="absolute inset-x-0 top-0 flex aspect-[2/3] items-end">
                <span className="flex w-full items-center gap-1.5 rounded-b-xl bg-night-950/75 px-3 py-2 text-sm text-white">
                  <BanIcon className="size-4 shrink-0" />
                  {IMAGE_TEXTS.coverNoPermission}
                </span>
              </p>
            )}
          </div>
          <div className="space-y-3">
            <YTextInput map={instructions} field="coverPrompt" label="Cover image prompt" fieldId="media.coverPrompt" multiline rows={5} placeholder="What the cover shows: a scene, a mood, a figure." />
            {!readOnly && (
              <div className="flex flex-wrap items-start gap-2">
                <GenerateImageButton label="Generate Cover Image" blocked={blocked} busy={generation.pending || status === 'generating'} onGenerate={generation.run} />
                <UploadPictureButton templateId={templateId} target={{ subdir: 'cover' }} blocked={uploadBlocked} accessibleName="Upload a cover picture" />
              </div>
            )}
          </div>
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
