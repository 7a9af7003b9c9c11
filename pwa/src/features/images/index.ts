// images: making a World's pictures in the editor (the generation calls, the buttons with the
// spec's tooltips, one's own picture uploaded, the picture frames); showing stored pictures is shared/images/story-image.tsx.
export { GenerateImageButton, imageBlockReason } from './generate-image-button';
export { generateCoverImage, generateElementImage, generatePlayerImage, uploadTemplatePicture, type PictureTarget } from './images-api';
export { UploadPictureButton } from './upload-picture-button';
export { useImageGeneration } from './use-image-generation';
export { WorldPicture } from './world-picture';
