import { Suspense, type ReactNode } from 'react';
import { PageContainer, PageHeading } from '../PageLayout';
import { PageSkeleton, type PageSkeletonProps } from './PageStates';

export interface AnalyticsPageProps {
  /** the page's title (h1) */
  title: ReactNode;
  /** one sentence under the title: what the page counts */
  description?: ReactNode;
  /** a way back above the title (e.g. "← Voltar para …") */
  back?: ReactNode;
  /** shown under the heading while the query is still in flight (navigation between periods…) */
  toolbar?: ReactNode;
  /** the placeholder while the page's query is in flight */
  skeleton?: PageSkeletonProps;
  /** the content that reads the page's query (filters, KPIs, charts, tables) */
  children: ReactNode;
}

/**
 * The frame of an analytics page: its heading, then its content, with a placeholder in the page's
 * shape while the query is in flight. The content renders the filter bar first, then the KPI grid,
 * chart cards and table cards, or one of the page states (NoSalesYet, NoSalesInPeriod, ErrorState).
 */
export function AnalyticsPage({ title, description, back, toolbar, skeleton, children }: AnalyticsPageProps) {
  return (
    <PageContainer>
      <PageHeading>
        {back ? <p>{back}</p> : null}
        <h1>{title}</h1>
        {description ? <p>{description}</p> : null}
      </PageHeading>
      {toolbar}
      <Suspense fallback={<PageSkeleton {...skeleton} />}>{children}</Suspense>
    </PageContainer>
  );
}
