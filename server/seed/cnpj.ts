/**
 * CNPJ check digits (mod 11, weights 2..9 from the right). Characters count by their code point
 * minus 48, which covers the alphanumeric CNPJ in force since July 2026 and is the same for digits.
 */
export function cnpjCheckDigits(base12: string): string {
  const digit = (chars: string) => {
    let weight = 2;
    let sum = 0;
    for (let i = chars.length - 1; i >= 0; i -= 1) {
      sum += (chars.charCodeAt(i) - 48) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base12);
  const second = digit(base12 + first);
  return `${first}${second}`;
}

/** A valid CNPJ for the seed: the company root plus a branch number (0001, 0002…). */
export function makeCnpj(root8: string, branch: number): string {
  const base = `${root8}${String(branch).padStart(4, '0')}`;
  return base + cnpjCheckDigits(base);
}
