/** The accounts module's public API: what other modules and the platform may use. */
export { DEFAULT_RECENCY_CRITERIA, getAccount, getFranchiseePermissions, isMemberOf, listAccountsOfUser, listFranchisees, recencyCriteria, type AccountRow, type FranchiseeRow } from './service';
export { brandInitials, brandLogoSvg } from './brandLogos';
