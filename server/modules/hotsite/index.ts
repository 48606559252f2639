/** The hotsite module's public API: the public sign-up site's handler and the demo seed. */
export { serveHotsite, signupLimiter } from './public';
export { HOTSITE_PATH_PREFIX } from './service';
export { seedDemoHotsite } from './seed';
