/** The processing module's public API. */
export { ProcessingService, type ProcessingStamp } from './processing';
