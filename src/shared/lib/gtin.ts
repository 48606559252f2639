/** GTIN lengths a product code may have: EAN-8, UPC-A (GTIN-12), EAN-13 and GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/**
 * Whether `code` is a GTIN-8/12/13/14 whose last digit is its check digit (GS1 mod 10: from the right,
 * the digits before the check digit are weighted 3, 1, 3, 1…).
 */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  return checkDigitOf(code.slice(0, -1)) === Number(code[code.length - 1]);
}

/** The GS1 check digit of a code without it. */
export function checkDigitOf(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The pt-BR reason a code is refused, or null when it is a valid GTIN. */
export function gtinProblem(code: string): string | null {
  if (!/^\d+$/.test(code)) return `EAN "${code}" deve ter só dígitos`;
  if (!(GTIN_LENGTHS as readonly number[]).includes(code.length)) return `EAN "${code}" deve ter 8, 12, 13 ou 14 dígitos`;
  if (!isValidGtin(code)) return `EAN "${code}" com dígito verificador inválido`;
  return null;
}
