import { describe, expect, it } from '@jest/globals';
import { FORM_ERROR } from 'final-form';
import { permissionsSubmissionErrors, permissionsValuesOf, samePages } from './permissionsForm';

describe('permissions form model', () => {
  it("puts a refusal of one entry of the pages (the input validation's 'pages.3') on the pages", () => {
    expect(permissionsSubmissionErrors({ 'pages.3': 'Campo "input.pages.3": deve ser um texto.' })).toEqual({ pages: 'Campo "input.pages.3": deve ser um texto.' });
  });

  it('keeps a refusal of a switch on that switch and sends a value the form does not edit to the form', () => {
    expect(
      permissionsSubmissionErrors({ has_pii_access: 'Você não pode conceder a si mesmo acesso a dados pessoais.', id: 'Usuário não encontrado.' }),
    ).toEqual({ has_pii_access: 'Você não pode conceder a si mesmo acesso a dados pessoais.', [FORM_ERROR]: 'Usuário não encontrado.' });
  });

  it('keeps the first refusal of a field when several land on it', () => {
    expect(permissionsSubmissionErrors({ pages: 'primeira', 'pages.1': 'segunda' })).toEqual({ pages: 'primeira' });
  });

  it('reads the order of the pages as irrelevant and copies the saved user', () => {
    expect(samePages(['home', 'empresa/*'], ['empresa/*', 'home'])).toBe(true);
    expect(samePages(['home'], ['home', 'empresa/*'])).toBe(false);
    const saved = { pages: ['home'] as const, has_pii_access: true, has_pii_employees_access: false, has_pii_download_data_permission: false, name: 'Rafael' };
    const values = permissionsValuesOf(saved);
    expect(values).toEqual({ pages: ['home'], has_pii_access: true, has_pii_employees_access: false, has_pii_download_data_permission: false });
    expect(values.pages).not.toBe(saved.pages);
  });
});
