import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { PageContainer, PageHeading } from '../PageLayout';
import { PageSkeleton, type PageSkeletonProps } from './PageStates';

/** A slice's message prefix that has a `<prefix>.title` (e.g. `clubStores`). */
export type PageTexts = MessageId extends infer K ? (K extends `${infer P}.title` ? P : never) : never;

export interface AnalyticsPageProps {
  /**
   * The page's messages prefix: `<texts>.title` is its h1, `<texts>.description` (when the catalogue
   * has it) the sentence under it, `<texts>.loading` (when it has it) what the placeholder announces.
   */
  texts?: PageTexts;
  /** the page's title (h1), when it is not `<texts>.title` */
  title?: ReactNode;
  /** one sentence under the title, when it is not `<texts>.description` */
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
export function AnalyticsPage({ texts, title, description, back, toolbar, skeleton, children }: AnalyticsPageProps) {
  const intl = useIntl();
  const text = (key: 'title' | 'description' | 'loading'): string | undefined => {
    const id = `${texts}.${key}` as MessageId;
    return texts && intl.messages[id] !== undefined ? intl.formatMessage({ id }) : undefined;
  };
  const lead = description ?? text('description');
  return (
    <PageContainer>
      <PageHeading>
        {back ? <p>{back}</p> : null}
        <h1>{title ?? text('title')}</h1>
        {lead ? <p>{lead}</p> : null}
      </PageHeading>
      {toolbar}
      <Suspense fallback={<PageSkeleton label={text('loading')} {...skeleton} />}>{children}</Suspense>
    </PageContainer>
  );
}
