import styled from '@emotion/styled';
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { MessageVariablePicker, insertPlaceholder } from '@/entities/sms-message';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, readBase64, restRequest, uploadImage } from '@/shared/api';
import { Alert, Button, Card, Spinner, TextField } from '@/shared/ui';
import type { messages } from '../i18n/pt-BR';
import { builderMjmlOf, EMAIL_TYPES, EMAIL_VARIABLES, emailTypeOf, footerOf, simpleOf, STARTER_MJML, validateEmailMessage, withSubject, type EmailType } from '../model/emailMessage';
import { EmailPreviewPanel } from './EmailPreviewPanel';

// grapesjs (+ grapesjs-mjml) is large: its chunk loads only when the builder opens
const EmailBuilder = lazy(() => import(/* webpackChunkName: "email-builder" */ './EmailBuilder'));

export interface CampaignMessageStepProps {
  value: Record<string, unknown> | null; // the e-mail message JSON
  onChange(value: Record<string, unknown>): void;
  showErrors: boolean;
}

const Layout = styled.div<{ wide: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(5)};
  ${(p) => p.theme.mq.lg} {
    /* the visual builder needs the whole width; the preview goes below it */
    grid-template-columns: ${(p) => (p.wide ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1fr)')};
    align-items: start;
  }
`;

const Column = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
  ${(p) => p.theme.mq.md} {
    padding: ${(p) => p.theme.space(5)};
  }
`;

const Chooser = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${(p) => p.theme.space(2)};
  legend {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  label {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: flex-start;
    padding: ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primarySoft};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${(p) => p.theme.colors.focus};
  }
  strong {
    display: block;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  > label,
  > span {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  textarea {
    min-height: 140px;
    padding: ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radii.md};
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${(p) => p.theme.space(3)};
`;

const ImageBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  img {
    max-width: 160px;
    max-height: 80px;
    object-fit: contain;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surfaceMuted};
  }
`;

const Fieldset = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: ${(p) => p.theme.space(3)};
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  legend {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    padding: 0 ${(p) => p.theme.space(1)};
  }
`;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** An image field: upload to /api/uploads/email-images, show it, remove it. */
function ImageField({ label, url, onChange, error }: { label: string; url: string; onChange: (url: string) => void; error?: string }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (file.size > IMAGE_MAX_BYTES) {
      setFailure(intl.formatMessage({ id: 'emailMessage.imageTooLarge' }, { megabytes: IMAGE_MAX_BYTES / 1_000_000 }));
      return;
    }
    setBusy(true);
    try {
      onChange((await uploadImage('/api/uploads/email-images', file)).url);
    } catch (caught) {
      setFailure((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field role="group" aria-labelledby={labelId}>
      <span id={labelId}>{label}</span>
      <ImageBox>
        {url && <img src={url} alt={label} />}
        <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={pick} aria-label={label} />
        <Button type="button" variant="secondary" loading={busy} onClick={() => input.current?.click()}>
          {intl.formatMessage({ id: busy ? 'emailMessage.uploading' : url ? 'emailMessage.replaceImage' : 'emailMessage.chooseImage' })}
        </Button>
        {url && (
          <Button type="button" variant="ghost" onClick={() => onChange('')}>
            {intl.formatMessage({ id: 'emailMessage.removeImage' })}
          </Button>
        )}
      </ImageBox>
      {(failure || error) && <ErrorText role="alert">{failure ?? error}</ErrorText>}
    </Field>
  );
}

/**
 * The e-mail message of a campaign (spec §3 E-mail): a type chooser (Simples / HTML próprio / Editor
 * visual), that type's form, the server's preview (desktop and mobile) and the test send to the
 * session user. Controlled: every change goes up through onChange as the message JSON.
 */
export function EmailMessageStep({ value, onChange, showErrors }: CampaignMessageStepProps) {
  const intl = useIntl();
  const textId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const htmlInput = useRef<HTMLInputElement>(null);
  const [builderOpen, setBuilderOpen] = useState(false);
  const [htmlBusy, setHtmlBusy] = useState(false);
  const [htmlError, setHtmlError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[] | null>(null);
  const message = value ?? { email_configuration_type: 'SIMPLE', subject: '', simple_configuration: {} };
  const type = emailTypeOf(message);
  const simple = simpleOf(message);
  const footer = footerOf(message);
  const errors = showErrors ? (validateEmailMessage(value) ?? {}) : {};
  const t = (id: keyof typeof messages) => intl.formatMessage({ id });

  const setType = (next: EmailType) => onChange({ ...message, email_configuration_type: next });
  const setSimple = (patch: Record<string, unknown>) => onChange({ ...message, simple_configuration: { ...simple, ...patch } });
  const setFooter = (patch: Record<string, unknown>) => setSimple({ footer: { ...footer, ...patch } });

  const insertVariable = (name: string) => {
    const area = textArea.current;
    const { text, caret } = insertPlaceholder(str(simple.text), name, area ? { start: area.selectionStart, end: area.selectionEnd } : null);
    setSimple({ text });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  const uploadHtml = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setHtmlError(null);
    setHtmlBusy(true);
    try {
      const answer = await restRequest<{ fileName: string; uploaded_at: string; html: string; refused: string[] }>('POST', '/api/uploads/email-html', { fileName: file.name, base64: await readBase64(file) });
      setRefused(answer.refused);
      onChange({ ...message, html: answer.html, uploaded_html_file: { filename: answer.fileName, url: null, uploaded_at: answer.uploaded_at } });
    } catch (caught) {
      setHtmlError((caught as Error).message);
    } finally {
      setHtmlBusy(false);
    }
  };

  const uploaded = (message.uploaded_html_file ?? null) as { filename?: string; uploaded_at?: string } | null;
  const mjml = builderMjmlOf(message);
  const canPreview = validateEmailMessage(value) === null;

  return (
    <Layout data-testid="email-message-step" wide={type === 'BUILDER' && builderOpen}>
      <Column>
        <Chooser>
          <legend>{t('emailMessage.type')}</legend>
          {EMAIL_TYPES.map((option) => (
            <label key={option}>
              <input type="radio" name="email_configuration_type" value={option} checked={type === option} onChange={() => setType(option)} />
              <span>
                <strong>{t(`emailMessage.type.${option}`)}</strong>
                <small>{t(`emailMessage.type.${option}.hint`)}</small>
              </span>
            </label>
          ))}
        </Chooser>
        {errors.email_configuration_type && <ErrorText role="alert">{errors.email_configuration_type}</ErrorText>}

        <TextField label={t('emailMessage.subject')} value={str(message.subject)} maxLength={150} onChange={(event) => onChange(withSubject(message, event.target.value))} error={errors.subject} />

        {type === 'SIMPLE' && (
          <>
            <ImageField label={t('emailMessage.headerImage')} url={str(simple.header_image)} onChange={(url) => setSimple({ header_image: url })} />
            <Field>
              <label htmlFor={textId}>{t('emailMessage.text')}</label>
              <textarea
                id={textId}
                ref={textArea}
                value={str(simple.text)}
                onChange={(event) => setSimple({ text: event.target.value })}
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={errors.text ? `${textId}-error` : undefined}
              />
              {errors.text && <ErrorText id={`${textId}-error`}>{errors.text}</ErrorText>}
            </Field>
            <MessageVariablePicker variables={EMAIL_VARIABLES} onInsert={insertVariable} />
            <ImageField label={t('emailMessage.image')} url={str(simple.image)} onChange={(url) => setSimple({ image: url })} />
            <Row>
              <TextField label={t('emailMessage.buttonText')} value={str(simple.button_text)} maxLength={40} onChange={(event) => setSimple({ button_text: event.target.value })} error={errors.button_text} />
              <TextField label={t('emailMessage.buttonLink')} value={str(simple.button_link)} maxLength={300} onChange={(event) => setSimple({ button_link: event.target.value })} error={errors.button_link} />
            </Row>
            <Hint>{t('emailMessage.buttonHint')}</Hint>
            <Fieldset>
              <legend>{t('emailMessage.footer')}</legend>
              <TextField label={t('emailMessage.footer.name')} value={str(footer.name)} maxLength={120} onChange={(event) => setFooter({ name: event.target.value })} />
              <TextField label={t('emailMessage.footer.address')} value={str(footer.address)} maxLength={200} onChange={(event) => setFooter({ address: event.target.value })} />
              <Row>
                <TextField label={t('emailMessage.footer.city')} value={str(footer.city)} maxLength={80} onChange={(event) => setFooter({ city: event.target.value })} />
                <TextField label={t('emailMessage.footer.state')} value={str(footer.state)} maxLength={2} onChange={(event) => setFooter({ state: event.target.value.toUpperCase() })} error={errors['footer.state']} />
                <TextField label={t('emailMessage.footer.zip')} value={str(footer.zip)} maxLength={9} inputMode="numeric" onChange={(event) => setFooter({ zip: event.target.value })} error={errors['footer.zip']} />
              </Row>
              <TextField label={t('emailMessage.footer.text')} value={str(footer.text)} maxLength={300} onChange={(event) => setFooter({ text: event.target.value })} />
              <Hint>{t('emailMessage.footer.hint')}</Hint>
            </Fieldset>
          </>
        )}

        {type === 'HTML' && (
          <Field role="group" aria-label={t('emailMessage.htmlFile')}>
            <span>{t('emailMessage.htmlFile')}</span>
            <input ref={htmlInput} type="file" accept=".html,.htm,text/html" hidden onChange={uploadHtml} aria-label={t('emailMessage.chooseHtml')} />
            <div>
              <Button type="button" variant="secondary" loading={htmlBusy} onClick={() => htmlInput.current?.click()}>
                {t('emailMessage.chooseHtml')}
              </Button>
            </div>
            {uploaded?.filename && (
              <Hint data-testid="email-html-file">
                {intl.formatMessage({ id: 'emailMessage.htmlLoaded' }, { fileName: uploaded.filename, date: uploaded.uploaded_at ? intl.formatDate(uploaded.uploaded_at, { dateStyle: 'short', timeStyle: 'short' }) : '' })}
              </Hint>
            )}
            {refused &&
              (refused.length ? (
                <Alert tone="info">
                  <strong>{t('emailMessage.htmlRefused')}</strong>
                  <ul data-testid="email-html-refused">
                    {refused.map((part) => (
                      <li key={part}>{part}</li>
                    ))}
                  </ul>
                </Alert>
              ) : (
                <Hint>{t('emailMessage.htmlNone')}</Hint>
              ))}
            {htmlError && <Alert tone="danger">{htmlError}</Alert>}
            {errors.html && <ErrorText role="alert">{errors.html}</ErrorText>}
          </Field>
        )}

        {type === 'BUILDER' && (
          <Field>
            {builderOpen ? (
              <Suspense
                fallback={
                  <Hint>
                    <Spinner size={16} /> {t('emailMessage.builderLoading')}
                  </Hint>
                }
              >
                <EmailBuilder initialMjml={mjml || STARTER_MJML} onChange={(next) => onChange({ ...message, builder_configuration: { mjml: next } })} />
              </Suspense>
            ) : (
              <div>
                <Button
                  type="button"
                  onClick={() => {
                    if (!mjml) onChange({ ...message, builder_configuration: { mjml: STARTER_MJML } });
                    setBuilderOpen(true);
                  }}
                >
                  {t('emailMessage.openBuilder')}
                </Button>
              </div>
            )}
            {mjml && <Hint>{intl.formatMessage({ id: 'emailMessage.builderSaved' }, { size: mjml.length })}</Hint>}
            {errors.builder_configuration && <ErrorText role="alert">{errors.builder_configuration}</ErrorText>}
          </Field>
        )}
      </Column>
      <Column>
        <EmailPreviewPanel message={message} canPreview={canPreview} />
      </Column>
    </Layout>
  );
}
