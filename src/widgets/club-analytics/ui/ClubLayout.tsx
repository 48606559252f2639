import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, VisuallyHidden } from '@/shared/ui';
import { Chart, type ChartProps } from '@/shared/ui/chart';

/** Where an account admin connects the chain's systems that send sales. */
const INTEGRATIONS_PATH = '/configuracoes-admin/integracoes';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Block = styled.div<{ height: number }>`
  height: ${(p) => p.height}px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.neutralSoft};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const SkeletonGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
`;

/** Placeholder of a club page while its query is in flight: filters, KPI cards and a chart. */
export function ClubSkeleton({ kpis = 4, label }: { kpis?: number; label: string }) {
  return (
    <Stack aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Block height={88} />
      {kpis > 0 && (
        <SkeletonGrid>
          {Array.from({ length: kpis }, (_, i) => (
            <Block key={i} height={104} />
          ))}
        </SkeletonGrid>
      )}
      <Block height={320} />
    </Stack>
  );
}

const Empty = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => `${p.theme.space(10)} ${p.theme.space(6)}`};
  text-align: center;
  align-items: center;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
    max-width: 560px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The account has never had its sales processed: nothing to show yet, and where to connect them. */
export function ClubNoSales() {
  return (
    <Empty role="status">
      <h2>Ainda não há vendas processadas para esta conta</h2>
      <p>
        Os indicadores aparecem depois que o sistema da rede enviar as vendas e elas forem processadas. Um administrador da conta
        conecta o envio em <Link to={INTEGRATIONS_PATH}>Configurações &gt; Integrações</Link>.
      </p>
    </Empty>
  );
}

/** A period with no sales in the chosen filters. */
export function ClubNoSalesInPeriod() {
  return (
    <Empty role="status">
      <h2>Nenhuma venda no período</h2>
      <p>Não há vendas nas lojas e no período escolhidos. Escolha outro período ou outras lojas nos filtros acima.</p>
    </Empty>
  );
}

export const ChartBox = styled(Card)`
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
} & Omit<ChartProps, 'title'>;

/** A chart in a card, under its heading. */
export function ChartCard({ heading, note, chartTitle, ...chart }: ChartCardProps) {
  return (
    <ChartBox as="section" aria-label={heading}>
      <h2>{heading}</h2>
      {note ? <p>{note}</p> : null}
      <Chart title={chartTitle ?? heading} {...chart} />
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
