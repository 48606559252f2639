import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { EmojiTextArea, TextField } from '@/shared/ui';
import { validateEmailMessage } from '../model/validate';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;

interface Props {
  value: Record<string, unknown> | null;
  onChange(value: Record<string, unknown>): void;
  showErrors: boolean;
}

/** The e-mail message step (minimal: a simple configuration with subject and text). */
export function EmailMessageStep({ value, onChange, showErrors }: Props) {
  const intl = useIntl();
  const simple = (value?.simple_configuration ?? {}) as Record<string, unknown>;
  const subject = String(value?.subject ?? '');
  const text = String(simple.text ?? '');
  const errors = showErrors ? validateEmailMessage(value) : {};
  const set = (next: { subject?: string; text?: string }) => {
    const s = next.subject ?? subject;
    const t = next.text ?? text;
    onChange({ ...value, subject: s, email_configuration_type: 'SIMPLE', simple_configuration: { ...simple, subject: s, text: t } });
  };
  return (
    <Stack>
      <TextField label={intl.formatMessage({ id: 'emailCampaignMessage.subject' })} value={subject} onChange={(event) => set({ subject: event.target.value })} error={errors.subject} />
      <EmojiTextArea label={intl.formatMessage({ id: 'emailCampaignMessage.text' })} value={text} onChange={(next) => set({ text: next })} max={5000} rows={8} error={errors.text} />
    </Stack>
  );
}
