/** The accounts module's public API: what other modules and the platform may use. */
export { DEFAULT_RECENCY_CRITERIA, getAccount, getFranchiseePermissions, isMemberOf, listAccountsOfUser, recencyCriteria, type AccountRow } from './service';
export { brandInitials, brandLogoSvg } from './brandLogos';
