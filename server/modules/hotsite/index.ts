/** The hotsite module's public API: the public sign-up site's handler (sign-up and LGPD request), its rate limiters and the demo seed. */
export { dataRequestLimiter, serveHotsite, signupLimiter } from './public';
export { HOTSITE_PATH_PREFIX } from './service';
export { seedDemoHotsite } from './seed';
