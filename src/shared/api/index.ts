// Public API of the client network layer (Relay network, REST client, subscriptions, session rules).
export { createRelayEnvironment } from './network';
export { configureApi } from './context';
export type { NetworkOptions } from './context';
export { fetchGraphQL } from './graphql';
export type { GraphQLPayload } from './graphql';
export { restRequest, restBinary, downloadCsv } from './rest';
export { readBase64, uploadImage, IMAGE_ACCEPT, IMAGE_MAX_BYTES } from './uploads';
export type { UploadedImage } from './uploads';
export type { RestMethod, RestInit, DownloadCsvOptions } from './rest';
export {
  RestError,
  HttpError,
  GraphQLResponseError,
  SessionExpiredError,
  SESSION_EXPIRED_MESSAGES,
  classifyAuthError,
} from './errors';
export type { AuthAction } from './errors';
export { getDeviceFingerprint } from './fingerprint';
export { CATALOGUE_OPERATIONS, isCatalogueOperation } from './headers';
export { cacheableQuery, clearQueryCache, currentStamp, QUERY_CACHE_TTL_MS } from './queryCache';
export type { ProcessingStampExtension } from './queryCache';
export { definePageQuery, defineSalesPageQuery, NO_SCOPE, usePageQuery, usePageScope } from './pageQuery';
export type { PageAddress, PageQueryModule, PageQuerySpec, SalesPageQuerySpec } from './pageQuery';
