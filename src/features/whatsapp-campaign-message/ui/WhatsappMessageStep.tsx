import styled from '@emotion/styled';
import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, uploadImage } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { Alert, Button, SelectField, TextField } from '@/shared/ui';
import { EditorColumn, EditorWithPreview } from '@/shared/ui/editorWithPreview';
import { MEDIA_HEADERS, TARGETING_MODES, validateWhatsappMessage, whatsappMessageOf, type WhatsappMessage, type WhatsappTemplateOption } from '../model/whatsappMessage';
import { WhatsappPhonePreview } from './WhatsappPhonePreview';

export interface WhatsappMessageStepProps {
  /** the channel's message JSON (see WhatsappMessage) */
  value: Record<string, unknown> | null;
  onChange(value: Record<string, unknown>): void;
  /** the user tried to go on: show the errors */
  showErrors: boolean;
  /** the account's approved templates */
  templates: readonly WhatsappTemplateOption[];
  /** the account's senders (Configurações › Integrações) */
  senders: readonly { readonly name: string; readonly number: string }[];
  /** non-loyalty contacts of the account (getNumberOfContacts(whatsapp).non_loyalty) */
  nonLoyaltyContacts: number;
  /** where the templates are managed (the list's Modelos tab) */
  templatesHref: string;
  /** the sender and targeting choices (a coupon's delivery has neither: its audience is its segments) */
  audienceChoices?: boolean;
  /** replaces the variables' hint (a coupon asks for [cupom] in one of them) */
  variableHint?: string;
}

const Column = styled(EditorColumn)`
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    padding: ${(p) => p.theme.space(4)};
    margin: 0;
    min-width: 0;
  }
  legend {
    padding: 0 ${(p) => p.theme.space(1)};
    font-weight: 600;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Radios = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  label {
    display: inline-flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
    min-height: 32px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.md};
    border: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  font-weight: 600;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

/**
 * The WhatsApp message of a campaign (spec §3): an approved template, its body variables (a text or
 * one of our variables), the header's media (an uploaded image; a document or video by https link,
 * with an uploaded thumbnail for the video), the sender, the targeting mode, and a phone preview.
 */
export function WhatsappMessageStep({ value, onChange, showErrors, templates, senders, nonLoyaltyContacts, templatesHref, audienceChoices = true, variableHint }: WhatsappMessageStepProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const message = whatsappMessageOf(value);
  const template = templates.find((item) => item._id === message.template_id) ?? null;
  const errors = showErrors ? validateWhatsappMessage(value) : {};
  const [uploading, setUploading] = useState<'data' | 'thumbnail' | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const radioName = useId();

  const update = (change: Partial<WhatsappMessage>) => onChange({ ...(value ?? {}), ...message, ...change });
  const chooseTemplate = (id: string) => {
    const next = templates.find((item) => item._id === id) ?? null;
    update({ template_id: next?._id ?? null, header_type: next?.header_type ?? 'NONE', variables: next ? [...next.variables] : [], attachment: null });
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>, target: 'data' | 'thumbnail') => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    if (file.size > IMAGE_MAX_BYTES) return setUploadError(t('whatsappMessage.uploadFailed', { reason: `${file.name} > 5 MB` }));
    setUploading(target);
    try {
      const image = await uploadImage('/api/uploads/whatsapp-media', file);
      const current = message.attachment ?? { filename: null, mimetype: null, thumbnail_url: null, data_url: null };
      update({
        attachment:
          target === 'data'
            ? { ...current, filename: image.fileName, mimetype: image.mimetype, data_url: image.url, thumbnail_url: image.urlThumbnail }
            : { ...current, thumbnail_url: image.url },
      });
    } catch (error) {
      setUploadError(t('whatsappMessage.uploadFailed', { reason: (error as Error).message }));
    } finally {
      setUploading(null);
    }
  };
  const media = (MEDIA_HEADERS as readonly string[]).includes(message.header_type) ? message.header_type : null;
  const senderKey = message.senders[0]?.number ?? '';

  return (
    <EditorWithPreview>
      <Column>
        {templates.length === 0 ? (
          <Alert tone="info">
            {t('whatsappMessage.noTemplates')} <a href={templatesHref}>{t('whatsappMessage.templatesLink')}</a>
          </Alert>
        ) : null}
        <SelectField label={t('whatsappMessage.template')} value={message.template_id ?? ''} onChange={(event) => chooseTemplate(event.target.value)} required>
          <option value="">{t('whatsappMessage.templatePlaceholder')}</option>
          {templates.map((item) => (
            <option key={item._id} value={item._id}>
              {item.name}
            </option>
          ))}
        </SelectField>
        {errors.template && <Alert tone="danger">{t(errors.template)}</Alert>}
        <Hint>{t('whatsappMessage.templateHint')}</Hint>
        {template && message.variables.length > 0 && (
          <fieldset>
            <legend>{t('whatsappMessage.variables')}</legend>
            {message.variables.map((variable, index) => (
              <TextField
                key={index}
                label={t('whatsappMessage.variable', { number: `{{${index + 1}}}` })}
                value={variable}
                onChange={(event) => update({ variables: message.variables.map((item, i) => (i === index ? event.target.value : item)) })}
                error={errors.variables && !variable.trim() ? t(errors.variables) : undefined}
                required
              />
            ))}
            <Hint>{variableHint ?? t('whatsappMessage.variableHint')}</Hint>
          </fieldset>
        )}
        {template && media && (
          <fieldset>
            <legend>{t(`whatsappMessage.media.${media}` as MessageId)}</legend>
            {media === 'IMAGE' ? (
              <Row>
                {message.attachment?.data_url && <img src={message.attachment.thumbnail_url ?? message.attachment.data_url} alt={message.attachment.filename ?? ''} />}
                <FileLabel>
                  {uploading === 'data' ? t('whatsappMessage.uploading') : t('whatsappMessage.upload')}
                  <input type="file" accept={IMAGE_ACCEPT} onChange={(event) => void upload(event, 'data')} disabled={uploading !== null} />
                </FileLabel>
              </Row>
            ) : (
              <>
                <TextField
                  label={t('whatsappMessage.mediaLink')}
                  value={message.attachment?.data_url ?? ''}
                  placeholder="https://"
                  inputMode="url"
                  onChange={(event) =>
                    update({
                      attachment: {
                        filename: message.attachment?.filename ?? null,
                        thumbnail_url: message.attachment?.thumbnail_url ?? null,
                        mimetype: media === 'VIDEO' ? 'video/mp4' : 'application/pdf',
                        data_url: event.target.value.trim() || null,
                      },
                    })
                  }
                />
                <Hint>{t('whatsappMessage.mediaLinkHint')}</Hint>
                {media === 'DOCUMENT' && (
                  <TextField
                    label={t('whatsappMessage.fileName')}
                    value={message.attachment?.filename ?? ''}
                    onChange={(event) => update({ attachment: { ...(message.attachment ?? { thumbnail_url: null, data_url: null, mimetype: 'application/pdf' }), filename: event.target.value || null } })}
                  />
                )}
                {media === 'VIDEO' && (
                  <Row>
                    {message.attachment?.thumbnail_url && <img src={message.attachment.thumbnail_url} alt={t('whatsappMessage.thumbnail')} />}
                    <FileLabel>
                      {uploading === 'thumbnail' ? t('whatsappMessage.uploading') : t('whatsappMessage.thumbnail')}
                      <input type="file" accept={IMAGE_ACCEPT} onChange={(event) => void upload(event, 'thumbnail')} disabled={uploading !== null} />
                    </FileLabel>
                  </Row>
                )}
              </>
            )}
            {message.attachment?.data_url && (
              <Button variant="secondary" onClick={() => update({ attachment: null })}>
                {t('whatsappMessage.removeMedia')}
              </Button>
            )}
            {errors.attachment && <Alert tone="danger">{t(errors.attachment)}</Alert>}
            {uploadError && <Alert tone="danger">{uploadError}</Alert>}
          </fieldset>
        )}
        {audienceChoices && (
          <>
            <SelectField
              label={t('whatsappMessage.sender')}
              value={senderKey}
              onChange={(event) => {
                const sender = senders.find((item) => item.number === event.target.value);
                update({ senders: sender ? [{ name: sender.name, number: sender.number }] : [] });
              }}
            >
              <option value="">{t('whatsappMessage.senderDefault')}</option>
              {senders.map((sender) => (
                <option key={sender.number} value={sender.number}>
                  {sender.name} (+{sender.number})
                </option>
              ))}
            </SelectField>
            {senders.length === 0 && <Hint>{t('whatsappMessage.noSenders')}</Hint>}
            <fieldset>
              <legend>{t('whatsappMessage.targeting')}</legend>
              <Radios role="radiogroup" aria-label={t('whatsappMessage.targeting')}>
                {TARGETING_MODES.map((mode) => (
                  <label key={mode}>
                    <input type="radio" name={radioName} value={mode} checked={message.targeting_mode === mode} onChange={() => update({ targeting_mode: mode })} />
                    {t(`whatsappMessage.targeting.${mode}` as MessageId)}
                  </label>
                ))}
              </Radios>
              <Hint data-metric="CONTATOS_NAO_FIDELIDADE" data-value={nonLoyaltyContacts}>
                {t('whatsappMessage.targetingHint', { count: nonLoyaltyContacts })}
              </Hint>
            </fieldset>
          </>
        )}
      </Column>
      <WhatsappPhonePreview template={template} message={message} sender={message.senders[0]?.name ?? null} />
    </EditorWithPreview>
  );
}
