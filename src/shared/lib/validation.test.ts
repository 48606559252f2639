import { describe, expect, it } from '@jest/globals';
import { object } from 'superstruct';
import { emailAddress, requiredString, validateForm } from './validation';

const LoginLike = object({ email: emailAddress(), password: requiredString() });

describe('validateForm', () => {
  it('reports missing and blank fields as required', () => {
    expect(validateForm(LoginLike, {})).toEqual({ email: 'required', password: 'required' });
    expect(validateForm(LoginLike, { email: '  ', password: '' })).toEqual({ email: 'required', password: 'required' });
  });

  it('reports a malformed e-mail', () => {
    expect(validateForm(LoginLike, { email: 'gerente@', password: 'x' })).toEqual({ email: 'email' });
  });

  it('accepts valid values, tolerating spaces around the e-mail', () => {
    expect(validateForm(LoginLike, { email: ' gerente@bompreco.com.br ', password: 'Demo@2026' })).toBeUndefined();
  });
});
