// Public API of shared/lib. Test-only helpers (testing.tsx) are imported by path, never from here,
// so @testing-library stays out of the app bundle.
export { contrastRatio, ensureContrast, isHexColor, mix, readableTextOn } from './color';
export {
  DATE_TIME_MINUTES_FORMAT,
  DATE_TIME_SECONDS_FORMAT,
  DISPLAY_TIME_ZONE,
  SERVER_DATE_TIME_FORMAT,
  SERVER_TIME_ZONE,
  formatDateTime,
  formatDisplayDateTime,
  formatRelativeTime,
} from './date';
export type { DateInput } from './date';
export {
  EMPTY_DOCUMENT,
  cnpjCheckDigits,
  cpfCheckDigits,
  formatCnpj,
  formatCpf,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  maskCpf,
  maskDocument,
  normalizeDocument,
} from './document';
export { maskEmail } from './masks';
export {
  CURRENCY_PREFIX,
  EMPTY_NUMBER,
  formatAbbreviated,
  formatAbbreviatedCurrency,
  formatCredits,
  formatCurrency,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatStoreCount,
  formatWeight,
  parseNumber,
  pluralize,
} from './number';
export {
  BRAZIL_COUNTRY_CODE,
  EMPTY_PHONE,
  MOBILE_PHONE_MASK,
  PHONE_MASK,
  applyMask,
  formatPhone,
  maskPhone,
  maskPhoneInput,
  nationalPhoneDigits,
  phoneMaskFor,
} from './phone';
export { useCurrentRouteHandle, usePageQueryRef } from './route-module';
export type { CatalogueRouteHandle, PageLoaderData, PageModule, PageQueryArgs, PageRoute } from './route-module';
export {
  BEST_PRODUCT_TEXT_SIZES,
  GSM_PART_LIMIT,
  GSM_SINGLE_LIMIT,
  SMS_VARIABLE_SIZES,
  UNICODE_PART_LIMIT,
  UNICODE_SINGLE_LIMIT,
  countSms,
  isGsmText,
} from './sms';
export type { BestProductKind, CountSmsOptions, SmsCount } from './sms';
export { SESSION_NAMESPACE, localStore, sessionStore } from './storage';
export { ALL_FILTER, ELLIPSIS, mobileUserName, toQueryString, truncate } from './text';
export type { QueryValue } from './text';
export {
  EMAIL_MAX_LENGTH,
  INVALID_CEP,
  INVALID_CNPJ,
  INVALID_CPF,
  INVALID_DATE,
  INVALID_DOCUMENT,
  INVALID_EMAIL,
  INVALID_MONEY,
  INVALID_PASSWORD,
  INVALID_PHONE,
  MONEY_MAX_CENTS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUIRED,
  VALIDATION_CODES,
  boundedText,
  calendarDate,
  cep,
  checked,
  cnpj,
  cpf,
  emailAddress,
  isCalendarDate,
  moneyCents,
  newPassword,
  phone,
  requiredString,
  taxDocument,
  validateForm,
} from './validation';
export type { ValidationCode } from './validation';
