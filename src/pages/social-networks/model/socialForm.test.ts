import { describe, expect, it } from '@jest/globals';
import { FORM_ERROR } from 'final-form';
import { validateForm } from '@/shared/lib/validation';
import { formValuesOf, placeSubmissionErrors, profilesInput, removedNetworks, socialFormStruct, URL_CODE, urlProblem } from './socialForm';

const saved = [
  { network: 'instagram' as const, url: 'https://www.instagram.com/bompreco', show_in_app: true, show_in_hotsite: true, show_in_email: false },
  { network: 'site' as const, url: 'https://www.bompreco.com.br/', show_in_app: false, show_in_hotsite: true, show_in_email: true },
];

describe('the social networks form', () => {
  it('holds every network, the ones without a profile empty and shown everywhere once filled', () => {
    const values = formValuesOf(saved);
    expect(Object.keys(values.profiles)).toEqual(['instagram', 'facebook', 'tiktok', 'youtube', 'x', 'linkedin', 'whatsapp', 'site']);
    expect(values.profiles.instagram).toEqual({ url: 'https://www.instagram.com/bompreco', show_in_app: true, show_in_hotsite: true, show_in_email: false });
    expect(values.profiles.tiktok).toEqual({ url: '', show_in_app: true, show_in_hotsite: true, show_in_email: true });
  });

  it('sends the networks with an address, in order, and knows which saved ones were cleared', () => {
    const values = formValuesOf(saved);
    values.profiles.site.url = '  ';
    values.profiles.whatsapp.url = ' (71) 99999-0000 ';
    expect(profilesInput(values).map((p) => [p.network, p.url])).toEqual([
      ['instagram', 'https://www.instagram.com/bompreco'],
      ['whatsapp', '(71) 99999-0000'],
    ]);
    expect(removedNetworks(saved, values)).toEqual(['site']);
  });

  it('checks each address with the server’s rule', () => {
    const values = formValuesOf(saved);
    values.profiles.facebook.url = 'https://instagram.com/x';
    expect(validateForm(socialFormStruct, values)).toEqual({ 'profiles.facebook.url': URL_CODE });
    expect(urlProblem('facebook', 'https://instagram.com/x')).toBe('O endereço deve ser de facebook.com ou fb.com.');
    values.profiles.facebook.url = '';
    expect(validateForm(socialFormStruct, values)).toBeUndefined();
  });

  it('puts the server’s refusals under the network they name', () => {
    expect(placeSubmissionErrors({ 'profiles.1.url': 'Campo "profiles.1.url": O endereço deve ser de tiktok.com.' }, ['instagram', 'tiktok'])).toEqual({
      'profiles.tiktok.url': 'O endereço deve ser de tiktok.com.',
    });
    expect(placeSubmissionErrors({ [FORM_ERROR]: 'Sem permissão.' }, [])).toEqual({ [FORM_ERROR]: 'Sem permissão.' });
  });
});
