/** The benefits module's public API: the till's operations and the code rules. */
export { cancelTicket, consumeCoupon, validateCoupon, REFUSALS } from './redemption';
export { CODE_ALPHABET, codeFormatProblem, randomCode, UNIQUE_CODE_LENGTH } from './codes';
export { DEMO_COUPON_IDS, DEMO_SHARED_CODE, seedDemoCouponUses, seedDemoCoupons } from './seed';
