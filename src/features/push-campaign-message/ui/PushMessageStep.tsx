import styled from '@emotion/styled';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { insertPlaceholder, MessageVariablePicker, type MessageVariable } from '@/entities/sms-message';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, uploadImage } from '@/shared/api';
import { interpolateTemplate, SAMPLE_VARIABLE_VALUES, TEMPLATE_VARIABLE_LABELS, variablesOf } from '@/shared/config/messageTemplates';
import { Alert, Button, EmojiTextArea, TextField } from '@/shared/ui';
import {
  imageSize,
  PUSH_ACTION_TYPES,
  PUSH_IMAGE_SIZE,
  PUSH_INNER_TEXT_MAX,
  PUSH_TEXT_MAX,
  pushMessageOf,
  validatePushMessage,
  type PushActionType,
  type PushMessage,
} from '../model/validatePushMessage';
import { ProductReferencePicker } from './ProductReferencePicker';
import { PushPhonePreview } from './PushPhonePreview';
import { EditorColumn, EditorWithPreview } from '@/shared/ui/editorWithPreview';

export interface CampaignMessageStepProps {
  /** the channel's message JSON (push { title, text, inner_message_title, inner_message_text, image_url, action { type, link, reference_id } }) */
  value: Record<string, unknown> | null;
  onChange(value: Record<string, unknown>): void;
  /** the user tried to go on: show the errors */
  showErrors: boolean;
}

const Layout = EditorWithPreview;

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
    font-weight: 700;
    padding: 0 ${(p) => p.theme.space(1)};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const FieldError = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.danger};
`;

const Radios = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    min-height: 40px;
    cursor: pointer;
  }
`;

const ImageRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  img {
    width: 64px;
    height: 64px;
    border-radius: ${(p) => p.theme.radii.md};
    border: 1px solid ${(p) => p.theme.colors.border};
    object-fit: cover;
  }
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

type TextKey = 'title' | 'text' | 'inner_message_title' | 'inner_message_text';

/**
 * The app push message of a campaign (spec §3 push; §5 192 × 192 images): the notification's title and
 * text and the inner message's, each with the variables of spec §5; the image, uploaded and checked
 * for its size here and on the server; what a tap opens (a link, a product from the catalogue or an
 * offer's code); a live preview on a phone. Errors show once the wizard says the user tried to go on.
 */
export function PushMessageStep({ value, onChange, showErrors }: CampaignMessageStepProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as never }, values);
  const message = pushMessageOf(value);
  const errors = showErrors ? (validatePushMessage(value) ?? {}) : {};
  const fileRef = useRef<HTMLInputElement>(null);
  const radioName = useId();
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [focused, setFocused] = useState<TextKey>('text');
  const refs = {
    title: useRef<HTMLInputElement>(null),
    text: useRef<HTMLTextAreaElement>(null),
    inner_message_title: useRef<HTMLInputElement>(null),
    inner_message_text: useRef<HTMLTextAreaElement>(null),
  };
  const caret = useRef<{ field: TextKey; at: number } | null>(null);

  useLayoutEffect(() => {
    const pending = caret.current;
    if (!pending) return;
    caret.current = null;
    const element = refs[pending.field].current;
    element?.focus();
    element?.setSelectionRange(pending.at, pending.at);
  });

  const update = (change: Partial<PushMessage>) => onChange({ ...message, ...change } as unknown as Record<string, unknown>);
  const variables: MessageVariable[] = variablesOf('PUSH').map((name) => ({ name, label: TEMPLATE_VARIABLE_LABELS[name] }));
  const render = (text: string) => interpolateTemplate(text, SAMPLE_VARIABLE_VALUES);

  const insert = (name: string) => {
    const element = refs[focused].current;
    const selection = element ? { start: element.selectionStart ?? message[focused].length, end: element.selectionEnd ?? message[focused].length } : null;
    const next = insertPlaceholder(message[focused], name, selection);
    caret.current = { field: focused, at: next.caret };
    update({ [focused]: next.text } as Partial<PushMessage>);
  };

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImageError(null);
    if (file.size > IMAGE_MAX_BYTES) return setImageError(t('pushMessage.imageTooLarge'));
    let size: { width: number; height: number };
    try {
      size = await imageSize(file);
    } catch {
      return setImageError(t('pushMessage.imageNotImage'));
    }
    if (size.width !== PUSH_IMAGE_SIZE || size.height !== PUSH_IMAGE_SIZE) return setImageError(t('pushMessage.imageWrongSize', size));
    setUploading(true);
    try {
      const image = await uploadImage('/api/uploads/push-images', file);
      update({ image_url: image.url });
    } catch (error) {
      setImageError((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const setAction = (type: PushActionType) => update({ action: { type, link: type === 'link' ? message.action.link : null, reference_id: type === 'link' ? null : type === message.action.type ? message.action.reference_id : null } });

  return (
    <Layout data-testid="push-message-step">
      <Column>
        <fieldset>
          <legend>{t('pushMessage.notification')}</legend>
          <Hint>{t('pushMessage.notificationHint')}</Hint>
          <TextField ref={refs.title} label={t('pushMessage.title')} value={message.title} onChange={(e) => update({ title: e.target.value })} onFocus={() => setFocused('title')} error={errors.title} required />
          <EmojiTextArea
            ref={refs.text}
            label={t('pushMessage.text')}
            value={message.text}
            onChange={(text) => update({ text })}
            onFocus={() => setFocused('text')}
            max={PUSH_TEXT_MAX}
            error={errors.text}
            rows={3}
            required
          />
          <MessageVariablePicker variables={variables} onInsert={insert} />
        </fieldset>
        <fieldset>
          <legend>{t('pushMessage.inner')}</legend>
          <Hint>{t('pushMessage.innerHint')}</Hint>
          <TextField
            ref={refs.inner_message_title}
            label={t('pushMessage.innerTitle')}
            value={message.inner_message_title}
            onChange={(e) => update({ inner_message_title: e.target.value })}
            onFocus={() => setFocused('inner_message_title')}
            error={errors.inner_message_title}
            required
          />
          <EmojiTextArea
            ref={refs.inner_message_text}
            label={t('pushMessage.innerText')}
            value={message.inner_message_text}
            onChange={(inner_message_text) => update({ inner_message_text })}
            onFocus={() => setFocused('inner_message_text')}
            max={PUSH_INNER_TEXT_MAX}
            error={errors.inner_message_text}
            rows={4}
            required
          />
          <div>
            <strong>{t('pushMessage.image')}</strong>
            <Hint>{t('pushMessage.imageHint')}</Hint>
          </div>
          <ImageRow>
            {message.image_url && <img src={message.image_url} alt={t('pushMessage.imageAlt')} />}
            <input ref={fileRef} type="file" accept={IMAGE_ACCEPT} onChange={chooseImage} tabIndex={-1} aria-hidden="true" data-testid="push-image-input" />
            <Button variant="secondary" onClick={() => fileRef.current?.click()} loading={uploading}>
              {uploading ? t('pushMessage.imageUploading') : t('pushMessage.imageChoose')}
            </Button>
            {message.image_url && (
              <Button variant="secondary" onClick={() => update({ image_url: null })}>
                {t('pushMessage.imageRemove')}
              </Button>
            )}
          </ImageRow>
          {(imageError || errors.image_url) && <FieldError role="alert">{imageError ?? errors.image_url}</FieldError>}
        </fieldset>
        <fieldset>
          <legend>{t('pushMessage.action')}</legend>
          <Radios role="radiogroup" aria-label={t('pushMessage.action')}>
            {PUSH_ACTION_TYPES.map((type) => (
              <label key={type}>
                <input type="radio" name={radioName} value={type} checked={message.action.type === type} onChange={() => setAction(type)} />
                {t(`pushMessage.action.${type}`)}
              </label>
            ))}
          </Radios>
          {message.action.type === 'link' && (
            <>
              <TextField label={t('pushMessage.link')} value={message.action.link ?? ''} onChange={(e) => update({ action: { ...message.action, link: e.target.value } })} error={errors['action.link']} placeholder="https://" inputMode="url" />
              <Hint>{t('pushMessage.linkHint')}</Hint>
            </>
          )}
          {message.action.type === 'product' && (
            <ProductReferencePicker value={message.action.reference_id} onChange={(sku) => update({ action: { ...message.action, reference_id: sku } })} error={errors['action.reference_id']} />
          )}
          {message.action.type === 'offer' && (
            <>
              <TextField
                label={t('pushMessage.offer')}
                value={message.action.reference_id ?? ''}
                onChange={(e) => update({ action: { ...message.action, reference_id: e.target.value } })}
                error={errors['action.reference_id']}
              />
              <Hint>{t('pushMessage.offerHint')}</Hint>
            </>
          )}
        </fieldset>
        {showErrors && Object.keys(errors).length > 0 && <Alert tone="danger">{Object.values(errors)[0]}</Alert>}
      </Column>
      <PushPhonePreview message={message} render={render} />
    </Layout>
  );
}
