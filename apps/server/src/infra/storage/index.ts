// What business modules may use of file storage: reading an uploaded image, re-encoding it, and the
// storage interface itself. The adapters live in modules/uploads until they move here.

export {
  type ImageKind,
  MAX_UPLOAD_BYTES,
  processImage,
} from '../../modules/uploads/image-processing.ts'
export { IMAGE_FIELD, readUploadedImage } from '../../modules/uploads/read-uploaded-image.ts'
export { createStorage, type FileStorage } from '../../modules/uploads/storage.ts'
export { removeImage, storeImage } from '../../modules/uploads/stored-images.ts'
