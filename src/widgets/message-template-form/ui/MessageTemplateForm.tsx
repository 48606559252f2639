import styled from '@emotion/styled';
import type { SubmissionErrors } from 'final-form';
import { useMemo, useRef } from 'react';
import { useField, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import { SmsMessageEditor, insertPlaceholder, MessageVariablePicker } from '@/entities/sms-message';
import {
  CHANNEL_LABELS,
  MESSAGE_TEMPLATE_CHANNELS,
  MESSAGE_TEMPLATE_TYPES,
  MESSAGE_TYPE_LABELS,
  OPT_OUT_SUFFIX_CHANNELS,
  SAMPLE_VARIABLE_VALUES,
  TEMPLATE_TEXT_MAX,
  TEMPLATE_VARIABLE_LABELS,
  hasSubject,
  interpolateTemplate,
  variablesOf,
  type MessageTemplateChannel,
} from '@/shared/config/messageTemplates';
import type { MessageId } from '@/shared/i18n';
import { Button, CheckboxField, EmojiTextArea, SelectInputField, StructForm, TextInputField, submissionErrorsOf } from '@/shared/ui';
import { templateFormStruct, toTemplateInput, type TemplateFormValues } from '../model/templateForm';
import type { MessageTemplateForm_template$key } from './__generated__/MessageTemplateForm_template.graphql';
import type { MessageTemplateFormMutation } from './__generated__/MessageTemplateFormMutation.graphql';

const fragment = graphql`
  fragment MessageTemplateForm_template on MessageTemplate {
    id
    _id
    name
    channel
    message_type
    subject
    text
    active
    send_without_accents
  }
`;

const upsertMutation = graphql`
  mutation MessageTemplateFormMutation($input: MessageTemplateInput!) {
    upsertMessageTemplate(input: $input) {
      messageTemplate {
        ...MessageTemplateForm_template
        id
        _id
        name
        smsCount {
          credits
        }
      }
    }
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
`;

/** Today as dd/MM/yyyy in Brasília, for the preview's [data hoje]. */
const todayBr = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The text field of the chosen channel: the SMS editor for SMS, the emoji text area with the variables otherwise. */
function TextField({ channel }: { channel: MessageTemplateChannel }) {
  const intl = useIntl();
  const text = useField<string>('text', { parse: (value) => value });
  const withoutAccents = useField<boolean>('send_without_accents', { type: 'checkbox' });
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const variables = useMemo(() => variablesOf(channel).map((name) => ({ name, label: TEMPLATE_VARIABLE_LABELS[name] })), [channel]);
  const { meta } = text;
  const error =
    meta.touched && (meta.modified || meta.submitFailed) && meta.error
      ? intl.formatMessage({ id: String(meta.error) === 'size' ? 'form.invalid.size' : 'ui.required' })
      : meta.submitError && !meta.dirtySinceLastSubmit
        ? String(meta.submitError)
        : null;
  const values = useMemo(() => ({ ...SAMPLE_VARIABLE_VALUES, 'data hoje': todayBr() }), []);
  if (channel === 'SMS') {
    return (
      <SmsMessageEditor
        label={intl.formatMessage({ id: 'messageTemplateForm.textSms' })}
        value={text.input.value ?? ''}
        onChange={text.input.onChange}
        onBlur={() => text.input.onBlur()}
        onFocus={() => text.input.onFocus()}
        withoutAccents={Boolean(withoutAccents.input.checked)}
        onWithoutAccentsChange={(checked) => withoutAccents.input.onChange(checked)}
        variables={variables}
        preview={(sent) => interpolateTemplate(sent, values)}
        max={TEMPLATE_TEXT_MAX.SMS}
        error={error}
        required
      />
    );
  }
  return (
    <>
      <MessageVariablePicker
        variables={variables}
        onInsert={(name) => {
          const area = textareaRef.current;
          const next = insertPlaceholder(text.input.value ?? '', name, area ? { start: area.selectionStart, end: area.selectionEnd } : null);
          text.input.onChange(next.text);
        }}
      />
      <EmojiTextArea
        ref={textareaRef}
        label={intl.formatMessage({ id: 'messageTemplateForm.text' })}
        value={text.input.value ?? ''}
        onChange={text.input.onChange}
        onBlur={() => text.input.onBlur()}
        onFocus={() => text.input.onFocus()}
        max={TEMPLATE_TEXT_MAX[channel]}
        error={error}
        rows={channel === 'EMAIL' ? 10 : 5}
        required
      />
    </>
  );
}

function Fields({ submitLabel, inFlight }: { submitLabel: string; inFlight: boolean }) {
  const intl = useIntl();
  const { values } = useFormState<TemplateFormValues>({ subscription: { values: true } });
  const channel = (values.channel ?? 'SMS') as MessageTemplateChannel;
  const types = MESSAGE_TEMPLATE_TYPES.filter((type) => type !== 'OPT_OUT_SUFFIX' || OPT_OUT_SUFFIX_CHANNELS.includes(channel));
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <>
      <TextInputField name="name" label={t('messageTemplateForm.name')} autoComplete="off" required />
      <Hint>{t('messageTemplateForm.nameHint')}</Hint>
      <Row>
        <SelectInputField
          name="channel"
          label={t('messageTemplateForm.channel')}
          options={MESSAGE_TEMPLATE_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }))}
          required
        />
        <SelectInputField
          name="message_type"
          label={t('messageTemplateForm.type')}
          emptyLabel={t('messageTemplateForm.typeEmpty')}
          options={types.map((value) => ({ value, label: MESSAGE_TYPE_LABELS[value] }))}
          required
          messages={{ required: t('messageTemplateForm.typeRequired') }}
        />
      </Row>
      {values.message_type === 'OPT_OUT_SUFFIX' && <Hint>{t('messageTemplateForm.suffixHint')}</Hint>}
      {hasSubject(channel) && <TextInputField name="subject" label={t(`messageTemplateForm.subject.${channel}` as MessageId)} autoComplete="off" required />}
      <TextField key={channel} channel={channel} />
      <CheckboxField name="active" role="switch" label={t('messageTemplateForm.active')} />
      <Hint>{t('messageTemplateForm.activeHint')}</Hint>
      <Actions>
        <Button type="submit" loading={inFlight}>
          {submitLabel}
        </Button>
        <Link to="/configuracoes/mensagens">{t('messageTemplateForm.cancel')}</Link>
      </Actions>
    </>
  );
}

export interface MessageTemplateFormProps {
  /** the template being edited; absent for a new one */
  template?: MessageTemplateForm_template$key | null;
  /** starting values of a new template (e.g. the channel the list was filtered by) */
  defaults?: Partial<TemplateFormValues>;
  /** called once saved, with the saved template's name */
  onSaved: (saved: { id: string; _id: string; name: string }) => void;
}

const NEW_DEFAULTS: Partial<TemplateFormValues> = { channel: 'SMS', message_type: '', subject: '', text: '', active: true, send_without_accents: false };

/** Creates or edits a standard text: name, channel, type, subject, the text with its variables, active. */
export function MessageTemplateForm({ template, defaults, onSaved }: MessageTemplateFormProps) {
  const intl = useIntl();
  const data = useFragment(fragment, template ?? null);
  const [commit, inFlight] = useMutation<MessageTemplateFormMutation>(upsertMutation);
  // one object per template: final-form starts over when its initial values change
  const initialValues = useMemo<Partial<TemplateFormValues>>(
    () =>
      data
        ? {
            name: data.name,
            channel: data.channel as TemplateFormValues['channel'],
            message_type: data.message_type,
            subject: data.subject,
            text: data.text,
            active: data.active,
            send_without_accents: data.send_without_accents,
          }
        : { ...NEW_DEFAULTS, ...defaults },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data?.id],
  );
  const save = (values: TemplateFormValues) =>
    new Promise<SubmissionErrors | void>((resolve) => {
      commit({
        variables: { input: toTemplateInput(values, data?.id ?? null) },
        onCompleted: (response, errors) => {
          if (errors?.length || !response.upsertMessageTemplate) return resolve(submissionErrorsOf({ source: { errors } }, intl.formatMessage({ id: 'messageTemplateForm.failed' })));
          resolve();
          onSaved(response.upsertMessageTemplate.messageTemplate);
        },
        onError: (error) => resolve(submissionErrorsOf(error, intl.formatMessage({ id: 'messageTemplateForm.failed' }))),
      });
    });
  return (
    <StructForm<TemplateFormValues> struct={templateFormStruct} onSubmit={save} initialValues={initialValues} aria-label={intl.formatMessage({ id: 'messageTemplateForm.label' })}>
      <Fields submitLabel={intl.formatMessage({ id: data ? 'messageTemplateForm.submitEdit' : 'messageTemplateForm.submitNew' })} inFlight={inFlight} />
    </StructForm>
  );
}
