import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Card } from '@/shared/ui';

/** The editor's building blocks, shared by the editor and its read-only view. */
export const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  h2,
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

export const GroupCard = styled(Section)`
  border-left: 4px solid ${(p) => p.theme.colors.primary};
`;

export const CriterionBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceMuted};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
    justify-content: space-between;
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

export const Joiner = styled.p`
  margin: 0;
  text-align: center;
  font-weight: 700;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The bordered look of the editor's inputs and selects: 36 px beside buttons, 40 px in a field. */
export const editorControlCss = (theme: Theme, minHeight: 36 | 40) => css`
  min-height: ${minHeight}px;
  padding: 0 ${theme.space(2)};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
`;

/** The editor's two columns (the definition, the figures beside it), one column below 1100 px; `visualizar` uses them too. */
export const EditorLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${(p) => p.theme.space(5)};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const EditorColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
`;

export const Select = styled.select`
  ${(p) => editorControlCss(p.theme, 36)}
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export const SmallLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** A read-only value in place of an input: "E", "pelo menos um (OU)", "Não". */
export const ReadValue = styled.span`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;
