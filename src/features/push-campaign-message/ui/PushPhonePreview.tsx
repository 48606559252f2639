import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { PushMessage } from '../model/validatePushMessage';

const Frame = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  figcaption {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const Phone = styled.div`
  width: 100%;
  max-width: 280px;
  border: 8px solid #1f2937;
  border-radius: 28px;
  background: linear-gradient(180deg, #334155, #0f172a);
  padding: ${(p) => p.theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  color: #0f172a;
`;

const Notification = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.space(2)};
  background: rgba(255, 255, 255, 0.94);
  border-radius: 14px;
  padding: ${(p) => p.theme.space(2.5)};
  font-size: 13px;
  header {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    font-size: 11px;
    color: #475569;
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  img {
    width: 40px;
    height: 40px;
    border-radius: 8px;
    object-fit: cover;
  }
`;

const Inner = styled.div`
  background: #fff;
  border-radius: 14px;
  padding: ${(p) => p.theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  font-size: 13px;
  span {
    font-size: 11px;
    color: #475569;
  }
  strong,
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  img {
    width: 96px;
    height: 96px;
    border-radius: 12px;
    object-fit: cover;
  }
  b {
    align-self: flex-start;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    border-radius: 999px;
    padding: 4px 14px;
    font-size: 12px;
  }
`;

/** The push on a phone: the notification as it arrives and the inner message the app opens. */
export function PushPhonePreview({ message, render }: { message: PushMessage; render: (text: string) => string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as never });
  return (
    <Frame aria-label={t('pushMessage.preview')}>
      <figcaption>{t('pushMessage.preview')}</figcaption>
      <Phone data-testid="push-preview">
        <Notification>
          <header>
            <span>{t('pushMessage.previewApp')}</span>
            <span>{t('pushMessage.previewNow')}</span>
          </header>
          <div>
            <strong data-testid="push-preview-title">{render(message.title) || t('pushMessage.previewTitle')}</strong>
            <p>{render(message.text) || t('pushMessage.previewText')}</p>
          </div>
          {message.image_url && <img src={message.image_url} alt="" />}
        </Notification>
        <Inner>
          <span>{t('pushMessage.previewInner')}</span>
          {message.image_url && <img src={message.image_url} alt={t('pushMessage.imageAlt')} />}
          <strong>{render(message.inner_message_title)}</strong>
          <p>{render(message.inner_message_text)}</p>
          <b>{t('pushMessage.previewButton')}</b>
        </Inner>
      </Phone>
      <small>{t('pushMessage.previewNote')}</small>
    </Frame>
  );
}
