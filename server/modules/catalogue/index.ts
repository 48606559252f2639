/** The catalogue module's public API (issue 9 catalogue management). */
export type { CatalogueRow } from './products';
export type { ProductUploadRow } from './uploads';
export { storeUpload } from './uploads';
export { seedCatalogueEdits } from './seed';
export { dryRunUpload, guessMapping, parseProductFile, runUpload } from './upload';
