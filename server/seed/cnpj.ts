import { cnpjCheckDigits } from '../../src/shared/lib/document';

// The check-digit arithmetic lives with the client's document helpers so both sides agree.
export { cnpjCheckDigits };

/** A valid CNPJ for the seed: the company root plus a branch number (0001, 0002…). */
export function makeCnpj(root8: string, branch: number): string {
  const base = `${root8}${String(branch).padStart(4, '0')}`;
  return base + cnpjCheckDigits(base);
}
