import { boolean, enums, nullable, number, object, optional, size, string } from 'superstruct';
import { requiredText, searchTerm } from '../../validation';

const page = { first: optional(nullable(number())), after: optional(nullable(string())) };
const sort = optional(nullable(enums(['REQUESTED_AT', 'NAME', 'FINISHED_AT'] as const)));
const direction = optional(nullable(enums(['ASC', 'DESC'] as const)));

/** usersPendingDeleteDataRequest */
export const pendingArgs = object({ search: searchTerm(), sort, direction, ...page });

/** usersAllDeleteDataRequests */
export const allArgs = object({ search: searchTerm(), status: optional(nullable(enums(['PENDING', 'ACCEPTED', 'DECLINED'] as const))), sort, direction, ...page });

/** acceptUserDeleteDataRequest / declineUserDeleteDataRequest */
export const answerArgs = object({
  input: object({ id: size(string(), 1, 200), reply: requiredText(2000), sendEmail: boolean() }),
});
