import { object, refine, type Infer } from 'superstruct';
import { requiredString } from '@/shared/lib/validation';

/** Limits of a support request, the same as the server's. */
export const SUBJECT_MAX = 120;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 4000;

const atMost = (max: number) => refine(requiredString(), 'tooLong', (value) => value.trim().length <= max);

/** The "Abrir chamado" form's rule: subject and message required, within the server's limits ('tooShort', 'tooLong'). */
export const supportFormStruct = object({
  subject: atMost(SUBJECT_MAX),
  message: refine(atMost(MESSAGE_MAX), 'tooShort', (value) => value.trim().length >= MESSAGE_MIN),
});
export type SupportFormValues = Infer<typeof supportFormStruct>;
