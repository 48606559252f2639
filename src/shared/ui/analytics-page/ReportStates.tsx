import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { Card } from '../Card';
import { VisuallyHidden } from '../VisuallyHidden';

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

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
`;

/** Placeholders while a report's query is in flight: KPI cards, then the chart and the table. */
export function ReportSkeleton({ kpis = 8 }: { kpis?: number }) {
  return (
    <Stack aria-busy="true">
      <VisuallyHidden role="status">Carregando os números…</VisuallyHidden>
      {kpis > 0 && (
        <Grid>
          {Array.from({ length: kpis }, (_, i) => (
            <Block key={i} height={104} />
          ))}
        </Grid>
      )}
      <Block height={360} />
      <Block height={240} />
    </Stack>
  );
}

const Empty = styled(Card)`
  padding: ${(p) => `${p.theme.space(10)} ${p.theme.space(6)}`};
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  p:first-of-type {
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p:last-of-type {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The account has never had its sales processed: nothing to show yet, and where sales come from. */
export function NoProcessedSales() {
  return (
    <Empty role="status">
      <p>Ainda não há vendas processadas para esta conta</p>
      <p>
        As vendas chegam pela integração com o seu sistema de caixa. Veja como enviá-las em{' '}
        <Link to="/configuracoes-admin/integracoes">Configurações &gt; Integrações</Link>.
      </p>
    </Empty>
  );
}
