import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { array, boolean, object, string } from 'superstruct';
import type { MessageId } from '@/shared/i18n';

/** The personal-data switches of a user, in the order the screen shows them. */
export type PiiFlag = 'has_pii_access' | 'has_pii_employees_access' | 'has_pii_download_data_permission';

/** Each personal-data switch with its pt-BR label. */
export const PII_FLAGS: readonly [PiiFlag, MessageId][] = [
  ['has_pii_access', 'userPermissions.piiAccess'],
  ['has_pii_employees_access', 'userPermissions.piiEmployees'],
  ['has_pii_download_data_permission', 'userPermissions.piiDownload'],
];

/** What the permissions form edits: the mutation's input without the user's id. */
export interface UserPermissionsValues extends Record<PiiFlag, boolean> {
  pages: string[];
}

/** The form's shape; the server checks which permissions may be granted (grantablePagePermissions). */
export const userPermissionsStruct = object({
  pages: array(string()),
  has_pii_access: boolean(),
  has_pii_employees_access: boolean(),
  has_pii_download_data_permission: boolean(),
});

/** The form's values of a saved user. */
export function permissionsValuesOf(user: { pages: readonly string[] } & Record<PiiFlag, boolean>): UserPermissionsValues {
  return {
    pages: [...user.pages],
    has_pii_access: user.has_pii_access,
    has_pii_employees_access: user.has_pii_employees_access,
    has_pii_download_data_permission: user.has_pii_download_data_permission,
  };
}

/** Whether two lists grant the same permissions: the order a user ticked them in changes nothing. */
export function samePages(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return [...(a ?? [])].sort().join('|') === [...(b ?? [])].sort().join('|');
}

const FIELDS = new Set<string>(['pages', ...PII_FLAGS.map(([flag]) => flag)]);

/**
 * Puts the server's refusals where this form shows them: one entry of the list ('pages.3', from the
 * input's validation) belongs to the pages, a value the form does not edit (the user's id, say) to
 * the form itself, so no refusal goes unseen.
 */
export function permissionsSubmissionErrors(errors: SubmissionErrors): SubmissionErrors {
  if (!errors) return errors;
  const placed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors as Record<string, string>)) {
    const field = key.startsWith('pages.') ? 'pages' : key;
    const target = FIELDS.has(field) ? field : FORM_ERROR;
    if (!(target in placed)) placed[target] = message;
  }
  return placed;
}
