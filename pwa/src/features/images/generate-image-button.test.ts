import { IMAGE_TEXTS } from '@schemas';
import { describe, expect, it } from 'vitest';
import { imageBlockReason } from './generate-image-button';

// Spec 2 §5-§6: why an image button waits, in the editor's words; the permission comes first.
describe('image button tooltips', () => {
  const ok = { canGenerate: true, saved: true, hasWords: true, missingWords: IMAGE_TEXTS.addCoverPrompt };
  it('says nothing when a picture can be made', () => {
    expect(imageBlockReason(ok)).toBeNull();
  });
  it('names the missing permission first, then an unsaved World, then the missing words', () => {
    expect(imageBlockReason({ ...ok, canGenerate: false, saved: false, hasWords: false })).toBe('No permission to generate images');
    expect(imageBlockReason({ ...ok, saved: false, hasWords: false })).toBe('Save the template first to generate a cover image');
    expect(imageBlockReason({ ...ok, hasWords: false })).toBe('Add a cover image prompt to generate an image');
    expect(imageBlockReason({ ...ok, hasWords: false, missingWords: IMAGE_TEXTS.needsAppearance })).toBe('Element must have an appearance description to generate an image');
  });
});
