import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ size: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  border-radius: 50%;
  border: ${(p) => Math.max(2, Math.round(p.size / 8))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
`;

export interface SpinnerProps {
  size?: number;
  /** text read by screen readers; omit when the surrounding control already says what is happening */
  label?: string;
  className?: string;
}

/** Indeterminate progress ring in the current text colour. */
export function Spinner({ size = 18, label, className }: SpinnerProps) {
  return label ? (
    <Ring size={size} className={className} role="status" aria-label={label} />
  ) : (
    <Ring size={size} className={className} aria-hidden="true" />
  );
}
