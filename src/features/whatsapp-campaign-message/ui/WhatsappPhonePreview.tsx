import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { previewBody, type WhatsappMessage, type WhatsappTemplateOption } from '../model/whatsappMessage';

const Phone = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  figcaption {
    font-weight: 600;
  }
`;

const Screen = styled.div`
  border: 10px solid #1f2937;
  border-radius: 28px;
  min-height: 240px;
  ${(p) => p.theme.mq.md} {
    min-height: 420px;
  }
  padding: ${(p) => p.theme.space(3)};
  background: #e5ddd5;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
`;

const Top = styled.div`
  margin: -${(p) => p.theme.space(3)} -${(p) => p.theme.space(3)} 0;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  background: #075e54;
  color: #fff;
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
  border-radius: 16px 16px 0 0;
`;

const Bubble = styled.div`
  align-self: flex-start;
  max-width: 92%;
  background: #fff;
  color: #111827;
  border-radius: 0 10px 10px 10px;
  padding: ${(p) => p.theme.space(2)};
  box-shadow: 0 1px 1px rgba(0, 0, 0, 0.15);
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  img {
    display: block;
    width: 100%;
    max-height: 160px;
    object-fit: cover;
    border-radius: 6px;
    margin-bottom: 6px;
  }
  small {
    display: block;
    margin-top: 6px;
    color: #6b7280;
  }
`;

const MediaBox = styled.div`
  display: grid;
  place-items: center;
  height: 96px;
  margin-bottom: 6px;
  border-radius: 6px;
  background: #d1d5db;
  color: #374151;
  font-weight: 600;
`;

const Reply = styled.div`
  align-self: flex-start;
  width: 92%;
  background: #fff;
  color: #0284c7;
  text-align: center;
  border-radius: 8px;
  padding: 6px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

/** The template as the consumer's phone shows it (sample values for our variables). */
export function WhatsappPhonePreview({ template, message, sender }: { template: WhatsappTemplateOption | null; message: WhatsappMessage; sender: string | null }) {
  const intl = useIntl();
  const t = (id: 'whatsappMessage.preview' | 'whatsappMessage.previewEmpty' | 'whatsappMessage.previewSample') => intl.formatMessage({ id });
  const thumbnail = message.attachment?.thumbnail_url ?? (message.header_type === 'IMAGE' ? message.attachment?.data_url : null);
  return (
    <Phone aria-label={t('whatsappMessage.preview')}>
      <figcaption>{t('whatsappMessage.preview')}</figcaption>
      <Screen data-testid="whatsapp-preview">
        <Top>{sender ?? 'WhatsApp'}</Top>
        {template ? (
          <>
            <Bubble>
              {thumbnail ? <img src={thumbnail} alt="" /> : message.header_type === 'DOCUMENT' || message.header_type === 'VIDEO' || message.header_type === 'IMAGE' ? <MediaBox>{message.header_type === 'DOCUMENT' ? 'PDF' : message.header_type === 'VIDEO' ? '▶' : '🖼'}</MediaBox> : null}
              {template.header_type === 'TEXT' && template.header_text ? <strong>{template.header_text}{'\n'}</strong> : null}
              {previewBody(template.body, message.variables)}
              {template.footer ? <small>{template.footer}</small> : null}
            </Bubble>
            {template.buttons.map((button) => (
              <Reply key={button.text}>{button.text}</Reply>
            ))}
          </>
        ) : (
          <Bubble>{t('whatsappMessage.previewEmpty')}</Bubble>
        )}
      </Screen>
      <small>{t('whatsappMessage.previewSample')}</small>
    </Phone>
  );
}
