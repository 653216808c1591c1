// Exposed as `remote_shared/upload`.
export { uploadImage, checkImageFile, UploadError } from './upload';
