/**
 * Brazilian phone numbers (spec §5): 10 to 13 digits, i.e. area code plus an 8-digit fixed or
 * 9-digit mobile number, with or without the 55 country code. Display follows the input masks, so a
 * number reads the same in a table as in the form that captured it.
 */

/** Shown in place of a phone that cannot be formatted. */
export const EMPTY_PHONE = '-';

/** Brazil's country code. */
export const BRAZIL_COUNTRY_CODE = '55';

/** Input mask while typing and for fixed lines: the trailing slot lets a ninth digit in (spec §5). */
export const PHONE_MASK = '+55 (##) ####-#####';

/** Input mask of a complete mobile number (11 national digits) (spec §5). */
export const MOBILE_PHONE_MASK = '+55 (##) # ####-####';

/** Placeholder of a digit in a mask string. */
const SLOT = '#';

/**
 * Fills each '#' of `mask` with the next digit of `value` (other characters of `value` ignored);
 * mask literals are written only up to the last filled slot, extra digits are dropped, and a value
 * without digits gives ''.
 */
export function applyMask(value: string | null | undefined, mask: string): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return '';
  let out = '';
  let pending = '';
  let next = 0;
  for (const char of mask) {
    if (char !== SLOT) {
      pending += char;
      continue;
    }
    if (next >= digits.length) break;
    out += pending + digits[next];
    pending = '';
    next += 1;
  }
  return out;
}

/**
 * The national part (area code + number) of a phone: digits only, without the country code when
 * the value was written with '+55' or has 12 or 13 digits starting with 55.
 */
export function nationalPhoneDigits(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith(`+${BRAZIL_COUNTRY_CODE}`) || (digits.length >= 12 && digits.startsWith(BRAZIL_COUNTRY_CODE));
  return international ? digits.slice(BRAZIL_COUNTRY_CODE.length) : digits;
}

/** The input mask for what has been typed so far: the mobile one once there are 11 national digits. */
export function phoneMaskFor(value: string | null | undefined): string {
  return nationalPhoneDigits(value).length === 11 ? MOBILE_PHONE_MASK : PHONE_MASK;
}

/** Masks a phone as it is typed into a '+55' field, switching mask when the number becomes a mobile one. */
export function maskPhoneInput(value: string | null | undefined): string {
  return applyMask(nationalPhoneDigits(value), phoneMaskFor(value));
}

/** The national digits of a displayable phone (10 or 11 of them after the country code), or null. */
function validNational(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 13) return null;
  if (digits.length >= 12 && !digits.startsWith(BRAZIL_COUNTRY_CODE)) return null;
  const national = digits.length >= 12 ? digits.slice(BRAZIL_COUNTRY_CODE.length) : digits;
  return national.length === 10 || national.length === 11 ? national : null;
}

/**
 * Formats a stored phone of 10 to 13 digits: '+55 (71) 3333-4444' for fixed lines,
 * '+55 (71) 9 8765-4321' for mobiles; '-' for anything else.
 */
export function formatPhone(value: string | null | undefined): string {
  const national = validNational(value);
  if (!national) return EMPTY_PHONE;
  return applyMask(national, national.length === 11 ? MOBILE_PHONE_MASK : PHONE_MASK);
}

/**
 * A phone for users without PII access: area code, the first digit of the number and its last four
 * stay ('(71) 9****-1234', fixed '(71) 3***-4444'), enough to tell two numbers apart on a call
 * without revealing them; '-' when the value is not a phone.
 */
export function maskPhone(value: string | null | undefined): string {
  const national = validNational(value);
  if (!national) return EMPTY_PHONE;
  const number = national.slice(2);
  return `(${national.slice(0, 2)}) ${number[0]}${'*'.repeat(number.length - 5)}-${number.slice(-4)}`;
}
