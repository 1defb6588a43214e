// What the rest of the server may use of file storage: reading an uploaded image, re-encoding it,
// storing and removing it with its widths, and the storage interface itself.

export {
  type ImageKind,
  MAX_UPLOAD_BYTES,
  processImage,
} from './image-processing.ts'
export {
  IMAGE_FIELD,
  ONE_IMAGE_AT_A_TIME,
  readUploadedImage,
  TOO_MANY_PARTS,
  UPLOAD_UNREADABLE,
} from './read-uploaded-image.ts'
export { createStorage, type FileStorage } from './storage.ts'
export { removeImage, storeImage } from './stored-images.ts'
