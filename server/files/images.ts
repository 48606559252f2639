import sharp, { type Metadata, type Sharp } from 'sharp';

/** Image types accepted, by what the bytes are (never by the file's name). */
export const IMAGE_TYPES = { jpeg: { ext: 'jpg', mime: 'image/jpeg' }, png: { ext: 'png', mime: 'image/png' }, webp: { ext: 'webp', mime: 'image/webp' }, gif: { ext: 'gif', mime: 'image/gif' } } as const;
type ImageFormat = keyof typeof IMAGE_TYPES;

/** Larger pictures are refused before decoding (a 10 000 × 10 000 photo is 100 MP). */
const MAX_PIXELS = 40_000_000;

export interface ImageVariant {
  body: Buffer;
  ext: string;
  mime: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** the file as sent (kept byte for byte) */
  original: ImageVariant;
  /** fits 400 × 400, WebP: lists and cards */
  thumbnail: ImageVariant;
  /** 96 × 96 cropped to fill, WebP: table rows and pickers */
  miniature: ImageVariant;
}

/** Why an image is refused, in pt-BR (the caller turns it into an input error). */
export class ImageRefusal extends Error {}

/**
 * Checks an uploaded image (its type from its bytes, its size in pixels) and makes its thumbnail
 * and miniature. EXIF orientation is applied to the variants (phone photos arrive rotated).
 */
export async function processImage(body: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ImageRefusal('O arquivo não é uma imagem JPG, PNG, WEBP ou GIF.');
  }
  const format = meta.format as string;
  if (!(format in IMAGE_TYPES)) throw new ImageRefusal('O arquivo não é uma imagem JPG, PNG, WEBP ou GIF.');
  const type = IMAGE_TYPES[format as ImageFormat];
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_PIXELS) throw new ImageRefusal('Imagem grande demais: no máximo 40 megapixels.');
  // orientation 5–8 swaps the sides once rotated
  const [shownWidth, shownHeight] = (meta.orientation ?? 1) >= 5 ? [height, width] : [width, height];
  const variant = async (pipeline: Sharp): Promise<ImageVariant> => {
    const { data, info } = await pipeline.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    return { body: data, ext: 'webp', mime: 'image/webp', width: info.width, height: info.height };
  };
  try {
    const [thumbnail, miniature] = await Promise.all([
      variant(sharp(body, { limitInputPixels: MAX_PIXELS }).rotate().resize(400, 400, { fit: 'inside', withoutEnlargement: true })),
      variant(sharp(body, { limitInputPixels: MAX_PIXELS }).rotate().resize(96, 96, { fit: 'cover' })),
    ]);
    return { original: { body, ext: type.ext, mime: type.mime, width: shownWidth, height: shownHeight }, thumbnail, miniature };
  } catch {
    throw new ImageRefusal('Não foi possível ler a imagem: o arquivo está corrompido.');
  }
}
