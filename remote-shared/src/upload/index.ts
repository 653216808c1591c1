// Exposed as `remote_shared/upload`.
export { uploadImage, checkImageFile, shrinkImage, shrunkSize, UploadError, UPLOAD_CANCELLED_MESSAGE, MAX_UPLOAD_EDGE, type UploadOptions } from './upload';
