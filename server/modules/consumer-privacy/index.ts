/** The consumer-privacy module's public API: recording a consumer's request (the public site) and the demo seed. */
export { createRequest } from './requests';
export { PARTIAL_CATEGORIES, type PartialCategory } from './erasure';
export { seedPrivacyRequests } from './seed';
