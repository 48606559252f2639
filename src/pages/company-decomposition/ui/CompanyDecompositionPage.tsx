import styled from '@emotion/styled';
import { Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { formatDay, isIsoDay, toSalesFilterInput } from '@/shared/lib/sales-filters';
import { Button, PageContainer, PageHeading } from '@/shared/ui';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { NoProcessedSales, ReportSkeleton, RevenueDecompositionReport } from '@/widgets/revenue-report';
import {
  CompanyDecompositionPageQuery,
  decompositionScope,
  REFERENCE_PARAMS,
  type CompanyDecompositionPageQueryType,
  type DecompositionScope,
} from '../api/CompanyDecompositionPageQuery';

const ReferenceForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  label {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
  input {
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 400;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Legend = styled.span`
  flex-basis: 100%;
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** The reference period (`ref_de`, `ref_ate`): typed dates, applied together; "ano anterior" clears them. */
function ReferencePeriod({ scope }: { scope: DecompositionScope }) {
  const [search, setSearch] = useSearchParams();
  const [start, setStart] = useState(scope.reference.start);
  const [end, setEnd] = useState(scope.reference.end);
  useEffect(() => {
    setStart(scope.reference.start);
    setEnd(scope.reference.end);
  }, [scope.reference.start, scope.reference.end]);
  const valid = isIsoDay(start) && isIsoDay(end) && start <= end;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const next = new URLSearchParams(search);
    next.set(REFERENCE_PARAMS.start, start);
    next.set(REFERENCE_PARAMS.end, end);
    setSearch(next);
  };
  const lastYear = () => {
    const next = new URLSearchParams(search);
    next.delete(REFERENCE_PARAMS.start);
    next.delete(REFERENCE_PARAMS.end);
    setSearch(next);
  };
  return (
    <ReferenceForm onSubmit={submit} aria-label="Período de referência">
      <Legend>Comparar com</Legend>
      <label>
        Referência de
        <input type="date" value={start} max={end || undefined} onChange={(event) => setStart(event.target.value)} />
      </label>
      <label>
        Referência até
        <input type="date" value={end} min={start || undefined} onChange={(event) => setEnd(event.target.value)} />
      </label>
      <Button type="submit" variant="secondary" disabled={!valid || (start === scope.reference.start && end === scope.reference.end)}>
        Aplicar referência
      </Button>
      <Button type="button" variant="ghost" onClick={lastYear} disabled={!scope.customReference}>
        Mesmos dias do ano anterior
      </Button>
      <p aria-live="polite">
        {`Referência: ${formatDay(scope.reference.start)} a ${formatDay(scope.reference.end)}`}
        {scope.customReference ? '' : ' (mesmos dias do ano anterior)'}
        {valid ? '' : ' · a data inicial deve ser anterior ou igual à final'}
      </p>
    </ReferenceForm>
  );
}

function DecompositionContent({ scope }: { scope: DecompositionScope }) {
  const data = usePreloadedQuery<CompanyDecompositionPageQueryType>(CompanyDecompositionPageQuery, usePageQueryRef<CompanyDecompositionPageQueryType>());
  if (!data.viewer) return null;
  const { account } = data.viewer;
  return (
    <>
      <SalesFilterBar account={account} filters={scope.filters} show={{ personType: true }} />
      <ReferencePeriod scope={scope} />
      {!account.processing || !data.revenueDecomposition ? (
        <NoProcessedSales />
      ) : (
        <RevenueDecompositionReport
          decomposition={data.revenueDecomposition}
          start={scope.filters.start}
          end={scope.filters.end}
          actions={
            <ExportTableButton
              table="empresa.decomposicao"
              title="Decomposição do faturamento"
              filter={toSalesFilterInput(scope.filters)}
              params={{ referenceStart: scope.reference.start, referenceEnd: scope.reference.end }}
            />
          }
        />
      )}
    </>
  );
}

/**
 * Empresa > Decomposição: why revenue changed between two periods — clients, purchase frequency
 * and average ticket for the club, coupons and average ticket for everyone else.
 */
export function CompanyDecompositionPage() {
  const [search] = useSearchParams();
  const scope = useMemo(() => decompositionScope(search), [search]);
  return (
    <PageContainer>
      <PageHeading>
        <h1>Decomposição do faturamento</h1>
        <p>A variação do faturamento entre dois períodos, separada nos efeitos de clientes, frequência de compra e ticket médio.</p>
      </PageHeading>
      <Suspense fallback={<ReportSkeleton />}>
        <DecompositionContent scope={scope} />
      </Suspense>
    </PageContainer>
  );
}
