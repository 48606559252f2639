import styled from '@emotion/styled';
import { useId, type ReactNode, type Ref } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { TextField, type TextFieldProps } from '../TextField';
import { MASKS, formatMoney, parseMoney, type MaskKind } from './masks';

/** pt-BR message of each error code of the shared rules (src/shared/lib/validation.ts). */
const CODE_MESSAGES: Record<string, MessageId> = {
  required: 'ui.required',
  email: 'ui.invalidEmail',
  cpf: 'form.invalid.cpf',
  cnpj: 'form.invalid.cnpj',
  document: 'form.invalid.document',
  phone: 'form.invalid.phone',
  cep: 'form.invalid.cep',
  money: 'form.invalid.money',
  date: 'form.invalid.date',
  password: 'form.invalid.password',
  size: 'form.invalid.size',
};

/**
 * The error a field shows: its rule's code once the user has changed it and left it (or after a
 * refused submit), else what the server said about it until the user edits it again. A field only
 * passed through (focused and left untouched) says nothing yet: "Campo obrigatório" appearing under
 * it would move what the pointer was about to click. Codes become pt-BR; a server message is already
 * pt-BR.
 */
export function useFieldError(meta: FieldMetaState<unknown>, messages?: FieldMessages): string | null {
  const intl = useIntl();
  if (meta.touched && (meta.modified || meta.submitFailed) && meta.error) {
    const code = String(meta.error);
    return messages?.[code] ?? intl.formatMessage({ id: CODE_MESSAGES[code] ?? 'ui.invalidValue' });
  }
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return null;
}

/** Field-specific pt-BR text for error codes (e.g. a struct's own 'tooLong' refinement), by code. */
export type FieldMessages = Partial<Record<string, string>>;

interface BaseFieldProps {
  name: string;
  /** overrides of the shared messages for this field's error codes */
  messages?: FieldMessages;
  label: string;
  /** marks the field as required for assistive technology (the rule itself lives in the struct) */
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

export interface TextInputFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password' | 'search' | 'url';
  adornment?: ReactNode;
  maxLength?: number;
  /** the input element, for a dialog's initial focus */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input bound to the form by name. */
export function TextInputField({ name, type = 'text', ...props }: TextInputFieldProps) {
  return (
    <Field<string> name={name} type={type} parse={(value) => value}>
      {({ input, meta }) => <BoundTextField {...props} {...input} meta={meta} type={type} />}
    </Field>
  );
}

function BoundTextField({
  meta,
  required,
  messages,
  inputRef,
  ...props
}: Omit<TextFieldProps, 'error'> & { meta: FieldMetaState<unknown>; messages?: FieldMessages; inputRef?: Ref<HTMLInputElement> }) {
  const error = useFieldError(meta, messages);
  // aria-required, not `required`: the browser's own bubble would race the pt-BR message
  return <TextField ref={inputRef} {...props} error={error} aria-required={required || undefined} />;
}

/** An e-mail input (keyboard with '@' on phones). */
export function EmailField(props: Omit<TextInputFieldProps, 'type'>) {
  return <TextInputField autoComplete="email" {...props} type="email" />;
}

/** A password input. */
export function PasswordField(props: Omit<TextInputFieldProps, 'type'>) {
  return <TextInputField autoComplete="current-password" {...props} type="password" />;
}

export interface MaskedFieldProps extends BaseFieldProps {
  /** which mask of spec §5 the field applies as the user types */
  mask: MaskKind;
}

/** A text input that applies a mask of spec §5 (CPF, CNPJ, CPF-or-CNPJ, phone, CEP, date) while typing. */
export function MaskedField({ name, mask, ...props }: MaskedFieldProps) {
  const { parse, format, inputMode } = MASKS[mask];
  return (
    <Field<string> name={name} parse={(text) => parse(text ?? '') || ''} format={(value) => (value ? format(value) : '')}>
      {({ input, meta }) => <BoundTextField {...props} {...input} meta={meta} inputMode={inputMode} />}
    </Field>
  );
}

/** A money input holding integer cents, shown and typed as 'R$ 1.234,56'. */
export function MoneyField({ name, ...props }: BaseFieldProps) {
  return (
    <Field<number | undefined> name={name} parse={(text) => parseMoney(String(text ?? ''))} format={(cents) => formatMoney(cents)}>
      {({ input, meta }) => <BoundTextField {...props} {...input} value={String(input.value ?? '')} meta={meta} inputMode="numeric" />}
    </Field>
  );
}

const Label = styled.label`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
`;

const NativeSelect = styled.select<{ invalid: boolean }>`
  /* a long option (a store's name) must not widen the form past a phone's screen */
  max-width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.invalid ? p.theme.colors.danger : p.theme.colors.borderStrong)};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
`;

const ErrorText = styled.p`
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.danger};
`;

export interface SelectInputFieldProps extends BaseFieldProps {
  options: readonly { value: string; label: string }[];
  /** text of the empty first option ('Selecione'); without it the first option is preselected */
  emptyLabel?: string;
}

/** A native select bound to the form (native keeps keyboard and screen-reader behaviour). */
export function SelectInputField({ name, label, options, emptyLabel, required, disabled, messages }: SelectInputFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <BoundSelect id={id} label={label} options={options} emptyLabel={emptyLabel} required={required} disabled={disabled} messages={messages} input={input} meta={meta} />}
    </Field>
  );
}

function BoundSelect({
  id,
  label,
  options,
  emptyLabel,
  required,
  disabled,
  messages,
  input,
  meta,
}: Omit<SelectInputFieldProps, 'name'> & { id: string; input: { name: string; value: string; onChange: (e: unknown) => void; onBlur: () => void; onFocus: () => void }; meta: FieldMetaState<unknown> }) {
  const error = useFieldError(meta, messages);
  return (
    <Stack>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        {...input}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Stack>
  );
}

const CheckboxRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

export interface CheckboxFieldProps extends Omit<BaseFieldProps, 'placeholder' | 'autoComplete'> {
  /** 'switch' for on/off settings read as a toggle by screen readers */
  role?: 'checkbox' | 'switch';
}

/** A checkbox (or switch) bound to a boolean value. */
export function CheckboxField({ name, label, role, disabled, required, messages }: CheckboxFieldProps) {
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => <BoundCheckbox id={id} label={label} role={role} disabled={disabled} required={required} messages={messages} input={input} meta={meta} />}
    </Field>
  );
}

function BoundCheckbox({
  id,
  label,
  role,
  disabled,
  required,
  messages,
  input,
  meta,
}: Omit<CheckboxFieldProps, 'name'> & { id: string; input: { name: string; checked?: boolean; onChange: (e: unknown) => void; onBlur: () => void; onFocus: () => void }; meta: FieldMetaState<unknown> }) {
  const error = useFieldError(meta, messages);
  return (
    <Stack>
      <CheckboxRow>
        <input
          id={id}
          type="checkbox"
          role={role === 'switch' ? 'switch' : undefined}
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {label}
      </CheckboxRow>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Stack>
  );
}

const TextArea = styled.textarea<{ invalid: boolean }>`
  min-height: 120px;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.invalid ? p.theme.colors.danger : p.theme.colors.borderStrong)};
  font: inherit;
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${(p) => (p.invalid ? p.theme.colors.danger : p.theme.colors.primary)};
    box-shadow: 0 0 0 3px ${(p) => (p.invalid ? p.theme.colors.dangerSoft : p.theme.colors.primarySoft)};
  }
`;

export interface TextAreaFieldProps extends Omit<BaseFieldProps, 'autoComplete'> {
  maxLength?: number;
}

/** A multi-line text bound to the form by name. */
export function TextAreaField({ name, ...props }: TextAreaFieldProps) {
  const id = useId();
  return <Field<string> name={name} parse={(value) => value}>{({ input, meta }) => <BoundTextArea id={id} {...props} input={input} meta={meta} />}</Field>;
}

function BoundTextArea({
  id,
  label,
  required,
  messages,
  maxLength,
  placeholder,
  disabled,
  input,
  meta,
}: Omit<TextAreaFieldProps, 'name'> & { id: string; input: { name: string; value: string; onChange: (e: unknown) => void; onBlur: () => void; onFocus: () => void }; meta: FieldMetaState<unknown> }) {
  const error = useFieldError(meta, messages);
  return (
    <Stack>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        {...input}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Stack>
  );
}
