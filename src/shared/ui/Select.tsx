import styled from '@emotion/styled';
import { useId, type SelectHTMLAttributes } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

const HiddenLabel = VisuallyHidden.withComponent('label');

const Control = styled.select`
  min-height: 36px;
  max-width: 100%;
  padding: 0 ${(p) => p.theme.space(8)} 0 ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24'%3E%3Cpath d='M6 9l6 6 6-6' fill='none' stroke='%23475569' stroke-width='2.5'/%3E%3C/svg%3E")
    no-repeat right 10px center;
  appearance: none;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-overflow: ellipsis;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** keep the label for screen readers only (compact toolbars) */
  hideLabel?: boolean;
}

/** Native select with a label; native keeps keyboard and screen-reader behaviour for free. */
export function SelectField({ label, hideLabel = false, id, children, ...rest }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <>
      {hideLabel ? (
        <HiddenLabel htmlFor={selectId}>{label}</HiddenLabel>
      ) : (
        <label htmlFor={selectId}>{label}</label>
      )}
      <Control id={selectId} {...rest}>
        {children}
      </Control>
    </>
  );
}
