import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card } from '../Card';
import { Chart, type ChartProps } from '../chart';

const ChartBox = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

export type ChartCardProps = {
  /** the card's heading, which also names its section */
  heading: string;
  /** a line under the heading saying what the chart counts */
  note?: ReactNode;
  /** the chart's own name for screen readers and its data table (the heading when left out) */
  chartTitle?: string;
  /** said instead of the chart when there is nothing to draw */
  empty?: ReactNode;
} & Omit<ChartProps, 'title'>;

/** A chart in a card, under its heading. */
export function ChartCard({ heading, note, chartTitle, empty, ...chart }: ChartCardProps) {
  return (
    <ChartBox as="section" aria-label={heading}>
      <h2>{heading}</h2>
      {note ? <p>{note}</p> : null}
      {empty ? <p>{empty}</p> : <Chart title={chartTitle ?? heading} {...chart} />}
    </ChartBox>
  );
}

/** Two columns on wide screens, one on phones. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A KPI group's heading. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
`;

/** The KPI cards of a page, as many per row as fit (one per row on a narrow phone). */
/** One figure of a KpiGrid: its title and tooltip in the header, the value, a note below (campaign results and overview). */
export const KpiCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export const KpiGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;
