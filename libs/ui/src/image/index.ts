/**
 * @babynews/ui/image — picking, shrinking and uploading pictures (ImagePicker, processImage,
 * uploadImage). A separate entry point, bundled by the apps whose pages take pictures (host, admin),
 * so the shared `@babynews/ui` a relative's first visit loads does not carry it. Stateless.
 */
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { useObjectUrl } from './useObjectUrl';
export { processImage, fitWithin, webpFileName, ImageProcessError, type ProcessImageOptions } from './processImage';
export { uploadImage, ImageUploadError, type UploadImageOptions } from './uploadImage';
