import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDay } from '@/shared/lib/sales-filters';
import { Button } from '../Button';
import { Card } from '../Card';
import { VisuallyHidden } from '../VisuallyHidden';
import { KpiGrid } from './AnalyticsLayout';

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

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
`;

export interface PageSkeletonProps {
  /** what is loading, read by screen readers ("Carregando os números…" when left out) */
  label?: string;
  /** a block where the page's heading goes (pages whose heading waits for the query) */
  heading?: boolean;
  /** a block where the filter bar goes */
  filters?: boolean;
  /** how many KPI cards */
  kpis?: number;
  /** the heights of the blocks under the KPIs: charts, tables */
  blocks?: readonly number[];
}

/** Placeholders in the shape of an analytics page while its query is in flight. */
export function PageSkeleton({ label, heading = false, filters = false, kpis = 0, blocks = [320] }: PageSkeletonProps) {
  const intl = useIntl();
  return (
    <Stack aria-busy="true">
      <VisuallyHidden role="status">{label ?? intl.formatMessage({ id: 'analyticsPage.loading' })}</VisuallyHidden>
      {heading && <Block height={56} />}
      {filters && <Block height={88} />}
      {kpis > 0 && (
        <KpiGrid>
          {Array.from({ length: kpis }, (_, i) => (
            <Block key={i} height={104} />
          ))}
        </KpiGrid>
      )}
      {blocks.map((height, i) => (
        <Block key={i} height={height} />
      ))}
    </Stack>
  );
}

const StateCard = styled(Card)`
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

const StateLink = styled(Link)`
  margin-top: ${(p) => p.theme.space(2)};
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
`;

export interface EmptyStateProps {
  title: ReactNode;
  hint?: ReactNode;
  /** a link or a button under the hint */
  action?: ReactNode;
  /** 'alert' for errors; 'status' otherwise */
  role?: 'status' | 'alert';
}

/** A card that says why there is nothing to show and what to do about it. */
export function EmptyState({ title, hint, action, role = 'status' }: EmptyStateProps) {
  return (
    <StateCard role={role}>
      <h2>{title}</h2>
      {hint ? <p>{hint}</p> : null}
      {action}
    </StateCard>
  );
}

/** "Sem vendas ainda": the account has never had its sales processed, and where to connect them. */
export function NoSalesYet() {
  return (
    <EmptyState
      title={<FormattedMessage id="analyticsPage.noSalesYet.title" />}
      hint={<FormattedMessage id="analyticsPage.noSalesYet.hint" />}
      action={
        <StateLink to={INTEGRATIONS_PATH}>
          <FormattedMessage id="analyticsPage.noSalesYet.link" />
        </StateLink>
      }
    />
  );
}

/**
 * Whether the period `[start, end]` ends before the account's first sales day (so every figure is zero
 * because there is no data yet, not because nothing sold): `firstSaleDay` is
 * `account.processing.firstSaleDay`.
 */
export function endsBeforeFirstSale(end: string, firstSaleDay: string | null | undefined): boolean {
  return Boolean(firstSaleDay) && end < firstSaleDay!;
}

/** Whether a period starts before the account's first sales day (its first days then show zero). */
export function startsBeforeFirstSale(start: string, firstSaleDay: string | null | undefined): firstSaleDay is string {
  return Boolean(firstSaleDay) && start < firstSaleDay!;
}

const Note = styled.p`
  margin: 0;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Over a period that starts before the account's first sales day: says why its first days are zero. */
export function FirstSaleNote({ start, firstSaleDay }: { start: string; firstSaleDay: string | null | undefined }) {
  const intl = useIntl();
  if (!startsBeforeFirstSale(start, firstSaleDay)) return null;
  return <Note data-first-sale={firstSaleDay}>{intl.formatMessage({ id: 'analyticsPage.beforeFirstSale.note' }, { day: formatDay(firstSaleDay) })}</Note>;
}

export interface NoSalesInPeriodProps {
  /**
   * The account's first sales day (`account.processing.firstSaleDay`) when the period ends before it:
   * the state then says there is no data before that day instead of "nenhuma venda".
   */
  before?: string | null;
}

/** The chosen period and stores have no sales, or the period ends before the account's first sale. */
export function NoSalesInPeriod({ before }: NoSalesInPeriodProps = {}) {
  const intl = useIntl();
  if (before) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'analyticsPage.beforeFirstSale.title' }, { day: formatDay(before) })}
        hint={intl.formatMessage({ id: 'analyticsPage.beforeFirstSale.hint' }, { day: formatDay(before) })}
      />
    );
  }
  return <EmptyState title={<FormattedMessage id="analyticsPage.noSalesInPeriod.title" />} hint={<FormattedMessage id="analyticsPage.noSalesInPeriod.hint" />} />;
}

export interface ErrorStateProps {
  /** what went wrong, in the user's words (a generic sentence when left out) */
  title?: ReactNode;
  /** a generic "try again" sentence when left out; null for none */
  hint?: ReactNode;
  /** offers "Tentar novamente" when given */
  onRetry?: () => void;
}

/** Part of a page could not be shown: says so, and offers to try again when it can. */
export function ErrorState({ title, hint, onRetry }: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      title={title ?? <FormattedMessage id="analyticsPage.error.title" />}
      hint={hint === undefined ? <FormattedMessage id="analyticsPage.error.hint" /> : hint}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="analyticsPage.error.retry" />
          </Button>
        ) : null
      }
    />
  );
}

/**
 * What a sales page shows in place of its figures, under its filter bar: "sem vendas ainda" before
 * the chain's first processed sales (or while the page's answer is missing), "Sem dados antes de …"
 * for a period that ends before the first sale (issue 14 §6); null when it has figures to show.
 */
export function salesPageState(processing: { firstSaleDay?: string | null } | null | undefined, end: string, answered: boolean) {
  if (!processing || !answered) return <NoSalesYet />;
  return endsBeforeFirstSale(end, processing.firstSaleDay) ? <NoSalesInPeriod before={processing.firstSaleDay} /> : null;
}
