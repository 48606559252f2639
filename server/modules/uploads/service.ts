import crypto from 'node:crypto';
import { processImage, ImageRefusal, type FileStore } from '../../files';
import { InputError } from '../../errors';
import type { Queryable } from '../../stores';

/** What an uploaded image is for; each purpose is sent by the page (and permission) that uses it. */
export type UploadPurpose = 'product-image' | 'email-image' | 'push-image' | 'whatsapp-media' | 'hotsite-image';

/** Purposes whose images must have an exact size: push title and body images are 192 × 192 px (spec §5). */
export const REQUIRED_SIZE: Partial<Record<UploadPurpose, { width: number; height: number }>> = { 'push-image': { width: 192, height: 192 } };

export interface UploadedImage {
  id: string;
  fileName: string;
  mimetype: string;
  size: number;
  width: number;
  height: number;
  /** the image as sent */
  url: string;
  /** fits 400 × 400 (WebP) */
  urlThumbnail: string;
  /** 96 × 96 (WebP) */
  urlMiniature: string;
}

/** A file name as kept: no path, no control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || 'imagem';
}

/**
 * Keeps an uploaded image (spec §7 SingleUploadBase64): checks it is a JPG, PNG, WEBP or GIF by its
 * bytes, stores it with its thumbnail and miniature under fresh random keys, and records who sent it.
 */
export async function storeImage(
  db: Queryable,
  files: FileStore,
  upload: { accountId: string; userId: string | null; purpose: UploadPurpose; fileName: string; content: Buffer },
): Promise<UploadedImage> {
  let image;
  try {
    image = await processImage(upload.content);
  } catch (error) {
    if (error instanceof ImageRefusal) throw new InputError(error.message, 'file');
    throw error;
  }
  const required = REQUIRED_SIZE[upload.purpose];
  if (required && (image.original.width !== required.width || image.original.height !== required.height)) {
    throw new InputError(`A imagem deve ter ${required.width} × ${required.height} px (enviada: ${image.original.width} × ${image.original.height} px).`, 'file');
  }
  // 128 random bits: the key is the only thing that names a file, and addresses are public
  const stem = crypto.randomBytes(16).toString('hex');
  const keys = { file: `${stem}.${image.original.ext}`, thumbnail: `${stem}-thumb.webp`, miniature: `${stem}-mini.webp` };
  await Promise.all([
    files.put(keys.file, image.original.body, image.original.mime),
    files.put(keys.thumbnail, image.thumbnail.body, image.thumbnail.mime),
    files.put(keys.miniature, image.miniature.body, image.miniature.mime),
  ]);
  const fileName = cleanName(upload.fileName);
  const [row] = await db.query<{ id: string }>(
    `insert into uploaded_files (account_id, user_id, purpose, file_name, mimetype, size_bytes, width, height, file_key, thumbnail_key, miniature_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [upload.accountId, upload.userId, upload.purpose, fileName, image.original.mime, upload.content.length, image.original.width, image.original.height, keys.file, keys.thumbnail, keys.miniature],
  );
  return {
    id: row.id,
    fileName,
    mimetype: image.original.mime,
    size: upload.content.length,
    width: image.original.width,
    height: image.original.height,
    url: files.url(keys.file),
    urlThumbnail: files.url(keys.thumbnail),
    urlMiniature: files.url(keys.miniature),
  };
}
