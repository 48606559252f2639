import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export type AlertTone = 'danger' | 'info';

const Box = styled.div<{ tone: AlertTone }>`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-start;
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(4)}`};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.tone === 'danger' ? '#fecdca' : p.theme.colors.border)};
  background: ${(p) => (p.tone === 'danger' ? p.theme.colors.dangerSoft : p.theme.colors.primarySoft)};
  color: ${(p) => (p.tone === 'danger' ? p.theme.colors.danger : p.theme.colors.text)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 500;
`;

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

/** A message that must be noticed: announced at once by screen readers (role alert). */
export function Alert({ tone = 'danger', children, className }: AlertProps) {
  return (
    <Box role="alert" tone={tone} className={className}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" style={{ flex: 'none', marginTop: 1 }}>
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </Box>
  );
}
