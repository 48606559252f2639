import styled from '@emotion/styled';

/** A store's tag: its name beside a dot of its colour (the name carries the meaning; the colour only helps). */
export const TagChip = styled.span<{ color: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${(p) => p.theme.colors.border};
  font-size: ${(p) => p.theme.fontSizes.xs};
  white-space: nowrap;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${(p) => p.color};
    flex: none;
  }
`;
