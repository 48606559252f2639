import styled from '@emotion/styled';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
`;

const Label = styled.label`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ invalid: boolean; hasAdornment: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0 ${(p) => (p.hasAdornment ? p.theme.space(12) : p.theme.space(3))} 0 ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.invalid ? p.theme.colors.danger : p.theme.colors.borderStrong)};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder {
    color: ${(p) => p.theme.colors.textMuted};
    opacity: 0.8;
  }
  &:focus {
    outline: none;
    border-color: ${(p) => (p.invalid ? p.theme.colors.danger : p.theme.colors.primary)};
    box-shadow: 0 0 0 3px ${(p) => (p.invalid ? p.theme.colors.dangerSoft : p.theme.colors.primarySoft)};
  }
`;

const Adornment = styled.div`
  position: absolute;
  right: ${(p) => p.theme.space(1)};
  display: flex;
`;

const ErrorText = styled.p`
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.danger};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** message shown under the field; also marks the input invalid for assistive technology */
  error?: string | null;
  /** control placed inside the field on the right (e.g. show-password toggle) */
  adornment?: ReactNode;
}

/** Labelled text input with an accessible error message. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, adornment, id, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <InputRow>
        <Input
          ref={ref}
          id={inputId}
          invalid={Boolean(error)}
          hasAdornment={Boolean(adornment)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {adornment && <Adornment>{adornment}</Adornment>}
      </InputRow>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
});
