import { describe, expect, it } from '@jest/globals';
import { SESSION_EXPIRED_MESSAGES, classifyAuthError } from './index';

describe('classifyAuthError', () => {
  it.each(SESSION_EXPIRED_MESSAGES.map((message) => [message]))('asks for a refresh on %s', (message) => {
    expect(classifyAuthError(message)).toBe('refresh');
    expect(classifyAuthError(`Context creation failed: ${message}`)).toBe('refresh');
  });

  it("asks for a refresh on 'Acesso não autorizado'", () => {
    expect(classifyAuthError('Acesso não autorizado')).toBe('refresh');
  });

  it.each([
    'session.refresh.expired',
    'Context creation failed: session.refresh.expired',
    'authentication.error.invalid.signature',
    'authentication.error',
    'invalid.session',
    'invalid.session.user',
    'Context creation failed: invalid.session',
  ])('sends %s straight to expired session', (message) => {
    expect(classifyAuthError(message)).toBe('expired');
  });

  it.each(['Campanha não encontrada', 'session', 'authentication.missing', 'forbidden', ''])(
    'ignores %p, which is not a session error',
    (message) => {
      expect(classifyAuthError(message)).toBeNull();
    },
  );
});
