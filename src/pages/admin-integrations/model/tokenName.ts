/** Longest token name the server accepts (createIntegrationToken: requiredText(80)). */
export const TOKEN_NAME_MAX = 80;

import { object, refine, type Infer } from 'superstruct';
import { requiredString } from '@/shared/lib/validation';

/** Why a token name cannot be sent, or null when it can. */
export type TokenNameError = 'required' | 'tooLong';

/**
 * Checks a token name before it goes to the server. The dialog sends the trimmed name, and the
 * server measures it in UTF-16 units (string length), so this does the same.
 */
export function tokenNameError(name: string): TokenNameError | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > TOKEN_NAME_MAX) return 'tooLong';
  return null;
}

/** The new-token form's rule: a name, required, at most TOKEN_NAME_MAX characters once trimmed ('tooLong'). */
export const newTokenStruct = object({ name: refine(requiredString(), 'tooLong', (name) => tokenNameError(name) !== 'tooLong') });
export type NewTokenValues = Infer<typeof newTokenStruct>;
