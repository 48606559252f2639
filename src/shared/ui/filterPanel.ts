import styled from '@emotion/styled';
import { compactControlCss } from './compactControlCss';

/** The bordered panel of a page's filters (the sales filter bar, the reference-period picker). */
export const FilterPanel = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
`;

/** A labelled control of a filter panel: small caption over a compact native input or select. */
export const FilterField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
  select,
  input {
    ${(p) => compactControlCss(p.theme, 36)};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 400;
  }
`;

/** The line under a filter panel's controls saying what is shown (period, stores, reference). */
export const FilterSummary = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The toolbar above a managed list (search, filters, actions), wrapping on narrow screens. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(3)};
`;

/** One filter of a ListToolbar: its label above its control, sharing the row's width. */
export const ListFilterSlot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1 1 170px;
  min-width: 150px;
`;
