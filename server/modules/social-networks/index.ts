export { normaliseProfileUrl, saveSocialProfiles, socialProfiles, SOCIAL_NETWORKS, type SocialNetwork, type SocialProfile, type SocialProfileRow } from './service';
