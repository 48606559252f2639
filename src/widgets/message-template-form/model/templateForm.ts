import { boolean, enums, object, optional, refine, size, string, type Infer } from 'superstruct';
import {
  MESSAGE_TEMPLATE_CHANNELS,
  MESSAGE_TEMPLATE_TYPES,
  TEMPLATE_NAME_MAX,
  TEMPLATE_SUBJECT_MAX,
  TEMPLATE_TEXT_MAX,
  hasSubject,
  type MessageTemplateChannel,
} from '@/shared/config/messageTemplates';
import { requiredString } from '@/shared/lib/validation';

/** The template form's rules (the server checks them again, with the variables and the name in use). */
export const templateFormStruct = object({
  name: size(requiredString(), 1, TEMPLATE_NAME_MAX),
  channel: enums(MESSAGE_TEMPLATE_CHANNELS),
  // required: a missing choice fails as 'required'
  message_type: refine(string(), 'required', (value) => (MESSAGE_TEMPLATE_TYPES as readonly string[]).includes(value)),
  subject: optional(size(string(), 0, TEMPLATE_SUBJECT_MAX)),
  text: size(requiredString(), 1, Math.max(...Object.values(TEMPLATE_TEXT_MAX))),
  active: boolean(),
  send_without_accents: optional(boolean()),
});

export type TemplateFormValues = Infer<typeof templateFormStruct>;

/** The form's values as upsertMessageTemplate takes them. */
export function toTemplateInput(values: TemplateFormValues, id: string | null) {
  const channel = values.channel as MessageTemplateChannel;
  return {
    id,
    name: values.name.trim(),
    channel,
    message_type: values.message_type as never,
    subject: hasSubject(channel) ? values.subject?.trim() ?? '' : null,
    text: values.text.trim(),
    active: values.active,
    send_without_accents: channel === 'SMS' && Boolean(values.send_without_accents),
  };
}
