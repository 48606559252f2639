import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

/** Button look as a css block, for links and router links that must look like buttons. */
export const buttonCss = (theme: Theme, variant: ButtonVariant = 'primary', size: ButtonSize = 'md') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: ${size === 'lg' ? 48 : 40}px;
  padding: 0 ${theme.space(size === 'lg' ? 6 : 4)};
  border-radius: ${theme.radii.md};
  border: 1px solid transparent;
  font: inherit;
  font-size: ${size === 'lg' ? theme.fontSizes.md : theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;
  ${variant === 'primary' &&
  css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `}
  ${variant === 'secondary' &&
  css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${theme.colors.borderStrong};
      background: ${theme.colors.surfaceMuted};
    }
  `}
  ${variant === 'ghost' &&
  css`
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.neutralSoft};
    }
  `}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const StyledButton = styled.button<{ variant: ButtonVariant; size: ButtonSize; fullWidth: boolean }>`
  ${(p) => buttonCss(p.theme, p.variant, p.size)}
  width: ${(p) => (p.fullWidth ? '100%' : 'auto')};
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** disables the button and shows a spinner in front of its text */
  loading?: boolean;
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, loading = false, icon, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </StyledButton>
  );
});
