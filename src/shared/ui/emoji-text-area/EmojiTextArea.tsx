import styled from '@emotion/styled';
import { forwardRef, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type TextareaHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { MessagesScope } from '@/shared/i18n';
import { messages } from './i18n/pt-BR';
import { VisuallyHidden } from '../VisuallyHidden';
import { countCharacters } from './countCharacters';

/** Character limit when none is given (spec §5: default max 160, one SMS credit). */
export const EMOJI_TEXT_AREA_DEFAULT_MAX = 160;

/** Emojis the picker offers: retail and campaign staples; no flags (spec §9). */
export const EMOJI_CHOICES = [
  '😀', '😂', '😍', '😉', '🥳', '😋', '👍', '👏', '🙌', '🙏',
  '❤️', '🔥', '⭐', '🎉', '🎁', '🛒', '🛍️', '💰', '💸', '🏷️',
  '⏰', '📢', '✅', '📱', '🍎', '🥩', '🥖', '🧀', '🍷', '☕',
] as const;

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
`;

const Label = styled.label`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

const TextArea = styled.textarea<{ invalid: boolean }>`
  width: 100%;
  min-height: 96px;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.invalid ? p.theme.colors.danger : p.theme.colors.borderStrong)};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${(p) => (p.invalid ? p.theme.colors.danger : p.theme.colors.primary)};
    box-shadow: 0 0 0 3px ${(p) => (p.invalid ? p.theme.colors.dangerSoft : p.theme.colors.primarySoft)};
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
`;

const PickerToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.primary};
  cursor: pointer;
  &[aria-expanded='true'],
  &:hover {
    background: ${(p) => p.theme.colors.primarySoft};
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

const Counter = styled.span<{ over: boolean }>`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${(p) => (p.over ? 700 : 400)};
  color: ${(p) => (p.over ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

const Picker = styled.div`
  display: grid;
  grid-template-columns: repeat(10, 36px);
  gap: ${(p) => p.theme.space(1)};
  width: max-content;
  max-width: 100%;
  padding: ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
`;

const EmojiButton = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.colors.primarySoft};
  }
`;

const Message = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.danger};
`;

export interface EmojiTextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength' | 'children'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** characters allowed, emojis counting 2; defaults to 160 */
  max?: number;
  /** placeholders such as '[primeiro nome]' left out of the count */
  excludeFromCount?: readonly string[];
  /** validation message from the form */
  error?: string | null;
}

/** Text area with a used/max counter (emojis count 2) and a small emoji picker that respects the limit. */
const EmojiTextAreaView = forwardRef<HTMLTextAreaElement, EmojiTextAreaProps>(function EmojiTextAreaView(
  { label, value, onChange, max = EMOJI_TEXT_AREA_DEFAULT_MAX, excludeFromCount, error, id, ...textareaProps },
  ref,
) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const counterId = `${inputId}-counter`;
  const messageId = `${inputId}-message`;
  const pickerId = `${inputId}-emojis`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => textareaRef.current as HTMLTextAreaElement);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  // Where the caret goes once the parent has rendered the value with the inserted emoji.
  const caretAfterInsert = useRef<number | null>(null);
  // Until the user has been in the field its caret means nothing: emojis then go at the end.
  const touched = useRef(false);

  const used = countCharacters(value, { exclude: excludeFromCount });
  const over = used > max;

  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null || !textareaRef.current) return;
    caretAfterInsert.current = null;
    textareaRef.current.setSelectionRange(caret, caret);
  }, [value]);

  const insert = (emoji: string) => {
    const textarea = touched.current ? textareaRef.current : null;
    const start = textarea?.selectionStart ?? value.length;
    const end = textarea?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + emoji + value.slice(end);
    if (countCharacters(next, { exclude: excludeFromCount }) > max) {
      setRefused(true);
      return;
    }
    setRefused(false);
    caretAfterInsert.current = start + emoji.length;
    onChange(next);
  };

  const closePicker = () => {
    setPickerOpen(false);
    toggleRef.current?.focus();
  };

  const message = error ?? (refused ? intl.formatMessage({ id: 'ui.emojiTextArea.tooLong' }) : null);
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <TextArea
        ref={textareaRef}
        id={inputId}
        value={value}
        invalid={over || Boolean(error)}
        aria-invalid={over || error ? true : undefined}
        aria-describedby={message ? `${counterId} ${messageId}` : counterId}
        {...textareaProps}
        onFocus={(event) => {
          touched.current = true;
          textareaProps.onFocus?.(event);
        }}
        onChange={(event) => {
          setRefused(false);
          onChange(event.target.value);
        }}
      />
      <Footer>
        <PickerToggle
          ref={toggleRef}
          type="button"
          aria-label={intl.formatMessage({ id: 'ui.emojiTextArea.openPicker' })}
          aria-expanded={pickerOpen}
          aria-controls={pickerOpen ? pickerId : undefined}
          onClick={() => setPickerOpen((open) => !open)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="10" />
            <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" strokeLinecap="round" />
          </svg>
        </PickerToggle>
        <Counter over={over} data-over={over || undefined}>
          <span aria-hidden="true">{intl.formatMessage({ id: 'ui.emojiTextArea.counter' }, { used, max })}</span>
          <VisuallyHidden id={counterId}>
            {intl.formatMessage({ id: 'ui.emojiTextArea.counterDescription' }, { used, max })}
          </VisuallyHidden>
        </Counter>
      </Footer>
      {pickerOpen && (
        <Picker
          id={pickerId}
          role="group"
          aria-label={intl.formatMessage({ id: 'ui.emojiTextArea.picker' })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              closePicker();
            }
          }}
        >
          {EMOJI_CHOICES.map((emoji) => (
            <EmojiButton key={emoji} type="button" onClick={() => insert(emoji)}>
              {emoji}
            </EmojiButton>
          ))}
        </Picker>
      )}
      {message && (
        <Message id={messageId} role={refused && !error ? 'alert' : undefined}>
          {message}
        </Message>
      )}
    </Field>
  );
});

/** The emoji text area with its texts in scope (they are not in the first load). */
export const EmojiTextArea = forwardRef<HTMLTextAreaElement, EmojiTextAreaProps>(function EmojiTextArea(props, ref) {
  return (
    <MessagesScope messages={messages}>
      <EmojiTextAreaView {...props} ref={ref} />
    </MessagesScope>
  );
});
