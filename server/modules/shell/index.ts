/** The shell module's public API: the platform notification counters other features keep current. */
export { setPlatformNotification, type PlatformNotificationKey } from './platformNotifications';
