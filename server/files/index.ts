import path from 'node:path';
import type { ServerConfig } from '../config';
import { LocalFileStore, S3FileStore, type FileStore } from './store';

export { FILE_KEY, LocalFileStore, S3FileStore, type FileStore, type S3Settings } from './store';
export { processImage, ImageRefusal, IMAGE_TYPES, type ProcessedImage, type ImageVariant } from './images';

/** An S3-compatible bucket when S3_BUCKET is set; otherwise `<DATA_DIR>/uploads`, served by this server. */
export function createFileStore(config: Pick<ServerConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(path.join(config.dataDir, 'uploads'));
}
