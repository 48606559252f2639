import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { EmojiTextArea, TextField } from '@/shared/ui';
import { validatePushMessage } from '../model/validate';

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

/** The push message step (minimal: title and text). */
export function PushMessageStep({ value, onChange, showErrors }: Props) {
  const intl = useIntl();
  const title = String(value?.title ?? '');
  const text = String(value?.text ?? '');
  const errors = showErrors ? validatePushMessage(value) : {};
  return (
    <Stack>
      <TextField label={intl.formatMessage({ id: 'pushCampaignMessage.title' })} value={title} maxLength={65} onChange={(event) => onChange({ ...value, title: event.target.value })} error={errors.title} />
      <EmojiTextArea label={intl.formatMessage({ id: 'pushCampaignMessage.text' })} value={text} onChange={(next) => onChange({ ...value, text: next })} max={240} rows={4} error={errors.text} />
    </Stack>
  );
}
