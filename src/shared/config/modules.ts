/** Every account module of spec §6, in the spec's order. All are off unless the account turns them on. */
export const ACCOUNT_MODULES = [
  'push',
  'operational_performance',
  'enable_expanded_banner',
  'raffle',
  'products_tree',
  'chatbot',
  'offer_management',
  'whatsapp',
  'telesales',
  'mobile',
  'email_v2',
  'points',
  'cashback',
  'uncategorized_products',
  'forecast',
  'advanced_discounts',
  'products_category',
  'dynamic_attributes',
  'hotsite_international',
  'industry',
  'dynamic_sales',
  'manage_products',
  'jane',
  'discount_coupon',
  'offers_by_unit',
  'pre_register',
  'raffle_signed_terms',
  'consumer_activation_after_sign_up',
  'check_erp_offers',
  'external_whatsapp_provider',
  'offers_with_time',
  'ze_delivery',
  'terms_optin',
  'hotsite_management',
  'raffle_segment_exclusion',
  'use_erp_sales_as_offers_schedules',
  'user_tags',
  'offers_auto_distributed',
] as const;

export type AccountModule = (typeof ACCOUNT_MODULES)[number];

/** Modules the admin module selector always shows disabled (spec §2: dynamic_sales always disabled). */
export const LOCKED_MODULES: readonly AccountModule[] = ['dynamic_sales'];

export function isAccountModule(value: string): value is AccountModule {
  return (ACCOUNT_MODULES as readonly string[]).includes(value);
}
