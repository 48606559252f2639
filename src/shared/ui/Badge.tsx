import styled from '@emotion/styled';

export type BadgeTone = 'success' | 'neutral' | 'brand';

/** Short status label (e.g. Ativa / Inativa), coloured by tone and always carrying text. */
export const Badge = styled.span<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  padding: 2px ${(p) => p.theme.space(2.5)};
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) =>
    p.tone === 'success' ? p.theme.colors.success : p.tone === 'brand' ? p.theme.colors.primary : p.theme.colors.textMuted};
  background: ${(p) =>
    p.tone === 'success' ? p.theme.colors.successSoft : p.tone === 'brand' ? p.theme.colors.primarySoft : p.theme.colors.neutralSoft};
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;
