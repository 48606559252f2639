import { restRequest } from './rest';

/** A file as base64 (without the data: prefix), for the JSON uploads (spec §7 SingleUploadBase64). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** An image the server kept (server/modules/uploads), with its thumbnail and miniature. */
export interface UploadedImage {
  id: string;
  fileName: string;
  mimetype: string;
  size: number;
  width: number;
  height: number;
  url: string;
  urlThumbnail: string;
  urlMiniature: string;
}

/** Image types the server takes (it checks the bytes again). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
/** The server's default UPLOAD_MAX_MB: larger files are refused before they are sent. */
export const IMAGE_MAX_BYTES = 5_000_000;

/** Sends an image to one of the upload routes (`/api/uploads/<purpose>`); fails with the server's pt-BR reason. */
export async function uploadImage(path: `/api/uploads/${string}`, file: File): Promise<UploadedImage> {
  return restRequest<UploadedImage>('POST', path, { fileName: file.name, base64: await readBase64(file) });
}
