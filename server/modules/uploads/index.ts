export { storeImage, type UploadedImage, type UploadPurpose } from './service';
