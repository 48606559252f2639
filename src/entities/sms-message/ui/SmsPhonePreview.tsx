import styled from '@emotion/styled';
import { useIntl } from 'react-intl';

const Frame = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  figcaption {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
    text-align: center;
  }
`;

const Phone = styled.div`
  width: min(100%, 280px);
  min-height: 360px;
  border: 10px solid #1f2937;
  border-radius: 32px;
  background: #f3f4f6;
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const Header = styled.div`
  padding: ${(p) => p.theme.space(3)};
  background: #ffffff;
  border-bottom: 1px solid #e5e7eb;
  text-align: center;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: #111827;
`;

const Thread = styled.div`
  flex: 1;
  padding: ${(p) => p.theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
`;

const Bubble = styled.p`
  margin: 0;
  align-self: flex-start;
  max-width: 92%;
  padding: ${(p) => p.theme.space(2.5)} ${(p) => p.theme.space(3)};
  border-radius: 16px 16px 16px 4px;
  background: #e5e7eb;
  color: #111827;
  font-size: 0.875rem;
  line-height: 1.35;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Time = styled.span`
  font-size: 0.6875rem;
  color: #6b7280;
`;

const Empty = styled.p`
  margin: auto;
  color: #6b7280;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export interface SmsPhonePreviewProps {
  /** the message as the customer receives it (variables already replaced) */
  text: string;
  /** the sender's name on top of the conversation */
  sender?: string;
}

/** The message in an SMS conversation on a phone (a fixed-width frame that fits 390 px screens). */
export function SmsPhonePreview({ text, sender }: SmsPhonePreviewProps) {
  const intl = useIntl();
  return (
    <Frame aria-label={intl.formatMessage({ id: 'smsMessage.preview' })}>
      <Phone>
        <Header>{sender ?? intl.formatMessage({ id: 'smsMessage.sender' })}</Header>
        <Thread>
          {text.trim() ? (
            <>
              <Bubble data-testid="sms-preview-text">{text}</Bubble>
              <Time>{intl.formatMessage({ id: 'smsMessage.now' })}</Time>
            </>
          ) : (
            <Empty>{intl.formatMessage({ id: 'smsMessage.previewEmpty' })}</Empty>
          )}
        </Thread>
      </Phone>
      <figcaption>{intl.formatMessage({ id: 'smsMessage.previewNote' })}</figcaption>
    </Frame>
  );
}
