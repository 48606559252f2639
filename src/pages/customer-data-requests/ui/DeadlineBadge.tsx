import styled from '@emotion/styled';

/** The amber of the warning state (the theme has danger and success only). */
const WARNING = { color: '#93370d', background: '#fffaeb' };

/** The 15-day clock of a request: on time (neutral), warning from day 10 (amber), overdue (red), answered. */
export const DeadlineBadge = styled.span<{ deadline: 'ON_TIME' | 'WARNING' | 'OVERDUE' | 'DONE' | '%future added value' }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  padding: 2px ${(p) => p.theme.space(2.5)};
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => (p.deadline === 'OVERDUE' ? p.theme.colors.danger : p.deadline === 'WARNING' ? WARNING.color : p.deadline === 'DONE' ? p.theme.colors.success : p.theme.colors.textMuted)};
  background: ${(p) =>
    p.deadline === 'OVERDUE' ? p.theme.colors.dangerSoft : p.deadline === 'WARNING' ? WARNING.background : p.deadline === 'DONE' ? p.theme.colors.successSoft : p.theme.colors.neutralSoft};
`;
