import { describe, expect, it } from '@jest/globals';
import { formProblems, mutationInput, type HotsiteFormValues } from './hotsiteForm';

const values = (): HotsiteFormValues => ({
  loyalty_club_name: ' Clube ',
  facebook_pixel_id: '',
  google_analytics_id: '',
  allowed_countries: ['BR'],
  email_required: true,
  password_visible: true,
  natural: [{ name: 'name', type: 'FormText', label: 'Nome', validators: ['name'], visible: true, mandatory: true }],
  legal: [{ name: 'name', type: 'FormText', label: 'Razão social', validators: [], visible: true, mandatory: true }],
  modules: { terms_optin: true },
});

describe('the account hotsite form', () => {
  it('accepts a complete configuration', () => {
    expect(formProblems(values())).toEqual({});
  });
  it('checks the tracking ids, the countries and the locked name field', () => {
    const bad = { ...values(), facebook_pixel_id: 'abc', google_analytics_id: 'X-1', allowed_countries: [] };
    bad.natural = [{ ...bad.natural[0], visible: false }];
    expect(formProblems(bad)).toEqual({
      facebook_pixel_id: 'ID do pixel inválido (só números, de 5 a 20)',
      google_analytics_id: 'ID do Google Analytics inválido (ex.: G-XXXXXXX)',
      allowed_countries: 'Escolha ao menos um país',
      'fields.natural.0.visible': 'O campo "Nome" precisa ficar visível e obrigatório',
    });
  });
  it('sends blank ids as null and the modules only when they may change', () => {
    expect(mutationInput(values(), false)).toMatchObject({ loyalty_club_name: 'Clube', facebook_pixel_id: null, modules: null });
    expect(mutationInput(values(), true).modules).toEqual([{ module: 'terms_optin', enabled: true }]);
  });
});
