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

export const Select = styled.select`
  min-height: 36px;
  padding: 0 ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
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
