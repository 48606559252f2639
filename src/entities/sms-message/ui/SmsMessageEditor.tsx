import styled from '@emotion/styled';
import { useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { EmojiTextArea, VisuallyHidden } from '@/shared/ui';
import { estimateSms } from '../model/smsEstimate';
import { insertPlaceholder, MessageVariablePicker, type MessageVariable } from './MessageVariablePicker';
import { SmsPhonePreview } from './SmsPhonePreview';
import { EditorColumn, EditorWithPreview } from '@/shared/ui/editorWithPreview';

const Layout = EditorWithPreview;

const Column = EditorColumn;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

const Credits = styled.p`
  font-size: ${(p) => p.theme.fontSizes.md};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
`;

const SwitchRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  font-weight: 600;
  cursor: pointer;
  input {
    width: 40px;
    height: 22px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
    cursor: pointer;
  }
`;

const Saving = styled.p<{ good: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.good ? p.theme.colors.success : p.theme.colors.textMuted)};
`;

const ErrorText = styled.p`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

export interface SmsMessageEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** "Enviar sem acentos": the text is sent in GSM-7 without accents (it stays as written here) */
  withoutAccents: boolean;
  onWithoutAccentsChange: (value: boolean) => void;
  /** the variables the picker offers (spec §5) */
  variables: readonly MessageVariable[];
  /** the message with sample values for the preview (variables replaced) */
  preview: (text: string) => string;
  /** characters the text area allows (emojis count 2) */
  max?: number;
  /** the form's or the server's message about the text */
  error?: string | null;
  onBlur?: () => void;
  onFocus?: () => void;
  required?: boolean;
  id?: string;
}

/**
 * The SMS editor the message templates and the campaign wizard share: the emoji text area with a
 * variable picker, the "Enviar sem acentos" switch with the saving it brings, the credits per message
 * (variables at their maximum sizes, multipart) and a live preview on a phone.
 */
export function SmsMessageEditor({
  label,
  value,
  onChange,
  withoutAccents,
  onWithoutAccentsChange,
  variables,
  preview,
  max,
  error,
  onBlur,
  onFocus,
  required,
  id,
}: SmsMessageEditorProps) {
  const intl = useIntl();
  const switchId = useId();
  const hintId = useId();
  const tipId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const caretAfterInsert = useRef<number | null>(null);
  const estimate = estimateSms(value, withoutAccents);
  const { count, withAccents, withoutAccents: converted } = estimate;

  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null || !textareaRef.current) return;
    caretAfterInsert.current = null;
    textareaRef.current.focus();
    textareaRef.current.setSelectionRange(caret, caret);
  }, [value]);

  const insert = (name: string) => {
    const textarea = textareaRef.current;
    const focused = textarea && document.activeElement === textarea;
    const selection = textarea && (focused || textarea.selectionStart !== textarea.selectionEnd || textarea.selectionStart > 0) ? { start: textarea.selectionStart, end: textarea.selectionEnd } : null;
    const next = insertPlaceholder(value, name, selection);
    caretAfterInsert.current = next.caret;
    onChange(next.text);
  };

  const parts = count?.credits ?? 0;
  return (
    <Layout>
      <Column>
        <MessageVariablePicker variables={variables} onInsert={insert} />
        <EmojiTextArea
          ref={textareaRef}
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
          max={max}
          error={error ?? estimate.error}
          required={required}
          rows={5}
        />
        <Panel aria-live="polite">
          {count && (
            <>
              <Credits aria-describedby={tipId} data-metric="SMS_CREDITOS_POR_MENSAGEM" data-value={count.credits} title={intl.formatMessage({ id: 'smsMessage.creditsTip' })}>
                {intl.formatMessage({ id: 'smsMessage.credits' }, { credits: count.credits })}
              </Credits>
              <Muted data-metric="SMS_CARACTERES" data-value={count.characters}>
                {intl.formatMessage({ id: 'smsMessage.characters' }, { characters: count.characters })}
                {' · '}
                <span data-metric="SMS_CARACTERES_POR_CREDITO" data-value={count.perCredit}>
                  {intl.formatMessage({ id: 'smsMessage.perCredit' }, { parts: Math.max(parts, 1), perCredit: count.perCredit })}
                </span>
                {' · '}
                {intl.formatMessage({ id: count.special ? 'smsMessage.alphabetSpecial' : 'smsMessage.alphabetBasic' })}
              </Muted>
              <VisuallyHidden id={tipId}>{intl.formatMessage({ id: 'smsMessage.creditsTip' })}</VisuallyHidden>
            </>
          )}
          {estimate.error && <ErrorText role="alert">{estimate.error}</ErrorText>}
        </Panel>
        <Panel>
          <SwitchRow htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-describedby={hintId}
              checked={withoutAccents}
              onChange={(event) => onWithoutAccentsChange(event.target.checked)}
            />
            {intl.formatMessage({ id: 'smsMessage.withoutAccents' })}
          </SwitchRow>
          <Muted id={hintId}>{intl.formatMessage({ id: 'smsMessage.withoutAccentsHint' })}</Muted>
          {withAccents && converted && withAccents.credits > 0 && (
            <Saving good={converted.credits < withAccents.credits} data-metric="SMS_ECONOMIA_SEM_ACENTOS" data-value={withAccents.credits - converted.credits} data-before={withAccents.credits} data-after={converted.credits}>
              {converted.credits < withAccents.credits
                ? intl.formatMessage({ id: 'smsMessage.saving' }, { before: withAccents.credits, after: converted.credits })
                : intl.formatMessage({ id: 'smsMessage.noSaving' }, { after: converted.credits })}
            </Saving>
          )}
          {withoutAccents && estimate.stillSpecial.length > 0 && (
            <Muted>{intl.formatMessage({ id: 'smsMessage.stillSpecial' }, { characters: estimate.stillSpecial.join(' ') })}</Muted>
          )}
        </Panel>
      </Column>
      <SmsPhonePreview text={preview(estimate.sent)} />
    </Layout>
  );
}
