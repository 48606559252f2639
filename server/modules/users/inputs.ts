import { array, boolean, object, optional, refine, size, string } from 'superstruct';
import { globalId, requiredText } from '../../validation';

/** Page permission strings: path-like keys, as in the catalogue (e.g. `empresa/faturamento`, `clube/*`). */
const pagePermission = refine(string(), 'permissao', (value) => /^[a-z0-9_-]+(\/[a-z0-9_*-]+)*$/.test(value) || `permissão inválida: ${value}`);

/** updateUser's input, for GraphQL and for REST PUT /api/users/:id alike. */
export const updateUserArgs = object({
  input: object({
    id: globalId(),
    name: optional(requiredText(120)),
    active: optional(boolean()),
    // bounded: the catalogue has fewer keys than this; a longer list is not an edit, it is an attack
    pages: optional(size(array(pagePermission), 0, 300)),
    has_pii_access: optional(boolean()),
    has_pii_employees_access: optional(boolean()),
    has_pii_download_data_permission: optional(boolean()),
  }),
});
