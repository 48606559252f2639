import { maskDocument, maskEmail, maskPhone } from '../../src/shared/lib/masks';
import type { Viewer } from './context';

// One masking rule for client and server: the SPA shows exactly what the API would return.
export { maskDocument, maskEmail, maskPhone };

/** Whether the viewer sees consumers' and users' personal data unmasked. */
export function seesPersonalData(viewer: Viewer): boolean {
  return viewer.user.mf || viewer.user.has_pii_access;
}

/** Whether the viewer sees employees' personal data (operators); platform admins pass every PII check. */
export function seesEmployeesData(viewer: Viewer): boolean {
  return viewer.user.mf || viewer.user.has_pii_employees_access;
}
