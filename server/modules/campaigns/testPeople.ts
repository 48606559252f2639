/** The people of the campaign engine's tests (engine, push): valid CPFs and consumer rows of the ingestion contract. */

/** A valid CPF from 9 digits (the check digits computed). */
export function cpf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

export const ANA = cpf('111222333');
export const BIA = cpf('222333444');
export const CAIO = cpf('333444555');
export const DUDA = cpf('444555666');
export const EVA = cpf('555666777');
export const FABIO = cpf('666777888');

/** A consumer of Salvador registered at store 1; `extra` adds contacts, opt-ins, birth date. */
export const consumer = (document_no: string, name: string, extra: Record<string, unknown>) => ({
  document_no,
  person_type: 'F',
  name,
  gender: 'F',
  created_at: '2024-01-10T09:00:00-03:00',
  unit_id_erp: '1',
  address: { city_name: 'Salvador' },
  ...extra,
});
