/** The hotsite module's public API: the public sign-up site's handler, the demo seed and the account's current terms. */
export { serveHotsite, signupLimiter } from './public';
export { HOTSITE_PATH_PREFIX, currentTerms } from './service';
export { seedDemoHotsite } from './seed';
