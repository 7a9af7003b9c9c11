// The pictures of a World's cards (spec 2 §2): an element's picture and an identity's portrait,
// each with its image button. What the button needs (permission, the saved World's id, the image
// directions) is read here once for the Media tab and the cards.
import { sectionMap } from '@engine/world-doc';
import { IMAGE_TEXTS, type ImageInstructions, type PlayerSlot } from '@schemas';
import { useCallback } from 'react';
import type * as Y from 'yjs';
import { GenerateImageButton, generateElementImage, generatePlayerImage, imageBlockReason, UploadPictureButton, useImageGeneration, WorldPicture, type PictureTarget } from '../../images';
import { asYMap, asYText, useYJson, useYMapValue, useYVersion } from '../doc/world-doc-hooks';
import { useEditor } from '../editor-context';

/** Whether the viewer may make pictures for Worlds (spec 2 §6). */
export function useCanGenerateImages(): boolean {
  const { viewer } = useEditor();
  return viewer.isAdmin || viewer.permissions.includes('templates_images');
}

/** The World's id once it is saved on the server (the doc gets it from the template row). */
export function useSavedTemplateId(): string {
  const { doc } = useEditor();
  return useYMapValue<string>(sectionMap(doc, 'setup'), 'id') ?? '';
}

/** The World's image instructions as plain data, for an image generation call. */
export function useImageInstructions(): Partial<ImageInstructions> {
  const { doc } = useEditor();
  return useYJson<Partial<ImageInstructions>>(asYMap(useYMapValue(sectionMap(doc, 'media'), 'imageInstructions'))) ?? {};
}

/** A text field of a card's map as a string, re-rendering as co-authors type. */
function useTextField(map: Y.Map<unknown>, field: string): string {
  const value = map.get(field);
  const text = asYText(value);
  useYVersion(text);
  return text ? text.toString() : typeof value === 'string' ? value : '';
}

/** The picture block of a card: the picture (when there is one) and its button (for editors). */
function CardPicture(props: { value: unknown; width: number; height: number; alt: string; label: string; blocked: string | null; call: () => Promise<unknown>; what: string; target: PictureTarget }) {
  const { readOnly } = useEditor();
  const generation = useImageGeneration(props.call, props.what);
  const status = (props.value as { status?: string } | null | undefined)?.status;
  const templateId = useSavedTemplateId();
  const uploadBlocked = useUploadBlocked();
  if (readOnly && !props.value) return null;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {props.value != null && <WorldPicture value={props.value} width={props.width} height={props.height} alt={props.alt} error={generation.error} className="w-28 shrink-0 sm:w-32" />}
      {!readOnly && (
        <div className="flex flex-wrap items-start gap-2">
          <GenerateImageButton
            label={props.value ? 'New image' : 'Generate image'}
            blocked={props.blocked}
            busy={generation.pending || status === 'generating'}
            onGenerate={generation.run}
            accessibleName={`${props.value ? 'New image' : 'Generate image'} of ${props.what}`}
          />
          <UploadPictureButton templateId={templateId} target={props.target} blocked={uploadBlocked} accessibleName={`Upload a picture of ${props.what}`} />
        </div>
      )}
    </div>
  );
}

/** Why one's own picture cannot be uploaded now (no permission, not saved), or null: no words are needed for it. */
export function useUploadBlocked(): string | null {
  const canGenerate = useCanGenerateImages();
  const templateId = useSavedTemplateId();
  return imageBlockReason({ canGenerate, saved: templateId !== '', hasWords: true, missingWords: '' });
}

/** A story element's picture and image button ("Element must have an appearance description to generate an image"). */
export function ElementPicture({ element, id, name }: { element: Y.Map<unknown>; id: string; name: string }) {
  const canGenerate = useCanGenerateImages();
  const templateId = useSavedTemplateId();
  const directions = useImageInstructions();
  const appearance = useTextField(element, 'appearance');
  const image = useYMapValue(element, 'image');
  const call = useCallback(() => generateElementImage(templateId, id, `${name}\n${appearance}`, directions), [templateId, id, name, appearance, directions]);
  const blocked = imageBlockReason({ canGenerate, saved: templateId !== '' && id !== '', hasWords: appearance.trim() !== '', missingWords: IMAGE_TEXTS.needsAppearance });
  return <CardPicture value={image} width={480} height={480} alt={name} label="Generate image" blocked={blocked} call={call} what={name || 'this element'} target={{ subdir: 'elements', elementId: id }} />;
}

/** A player identity's portrait and image button. */
export function IdentityPicture({ identity, slot, index }: { identity: Y.Map<unknown>; slot: PlayerSlot; index: number }) {
  const canGenerate = useCanGenerateImages();
  const templateId = useSavedTemplateId();
  const directions = useImageInstructions();
  const name = useTextField(identity, 'name');
  const appearance = useTextField(identity, 'appearance');
  const pronouns = useYJson<{ personal?: string; object?: string }>(asYMap(identity.get('pronouns'))) ?? {};
  const image = useYMapValue(identity, 'image');
  const words = `${name}, ${pronouns.personal ?? 'they'}/${pronouns.object ?? 'them'}. ${appearance}`;
  const call = useCallback(() => generatePlayerImage(templateId, slot, index, words, directions), [templateId, slot, index, words, directions]);
  const blocked = imageBlockReason({ canGenerate, saved: templateId !== '', hasWords: appearance.trim() !== '', missingWords: IMAGE_TEXTS.identityNeedsAppearance });
  return <CardPicture value={image} width={420} height={560} alt={`Portrait of ${name}`} label="Generate image" blocked={blocked} call={call} what={name || `identity ${index + 1}`} target={{ subdir: 'players', slot, index }} />;
}
