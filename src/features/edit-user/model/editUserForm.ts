import { boolean, object } from 'superstruct';
import { requiredString } from '@/shared/lib/validation';

/** What the edit dialog changes of a user. */
export interface EditUserValues {
  name: string;
  active: boolean;
}

/** The edit dialog's rules: a name is required (the server trims it and takes up to 120 characters). */
export const editUserStruct = object({ name: requiredString(), active: boolean() });
