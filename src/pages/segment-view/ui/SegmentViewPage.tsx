import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { SegmentTagList } from '@/entities/segment-tag';
import { usePageQuery, usePageScope } from '@/shared/api';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatNumber } from '@/shared/lib/number';
import { Alert, Badge, Card, PageContainer, PageHeading } from '@/shared/ui';
import { EmptyState, PageSkeleton } from '@/shared/ui/analytics-page';
import { EditorColumn, EditorLayout, SegmentDefinitionView } from '@/widgets/segment-editor';
import { segmentViewPage } from '../api/SegmentViewPageQuery';
import { SegmentViewMembers } from './SegmentViewMembers';

const LIST_PATH = '/clientes/segmentacao';
const editPath = (id: string) => `/clientes/segmentacao/editar/${encodeURIComponent(id)}`;


const Summary = styled(Card)`
  /* on phones the figures come first, as in the editor */
  @media (max-width: 1100px) {
    order: -1;
  }
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  /* the label line only: the tooltip inside it keeps its own display (hidden until asked) */
  > span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  > strong {
    font-size: 32px;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
`;

const DefinitionHeading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md};
`;

/**
 * Visualizar segmentação: a segment as a campaign used it — the version, definition, size and members
 * frozen when the campaign started (segments are versioned: later edits never change a past campaign).
 * A skeleton while the query loads; a failed query shows the route's error page, as every page.
 */
export function SegmentViewPage() {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <PageContainer>
          <PageSkeleton label={intl.formatMessage({ id: 'segmentView.loading' })} heading blocks={[200, 320]} />
        </PageContainer>
      }
    >
      <SegmentView />
    </Suspense>
  );
}

function SegmentView() {
  const intl = useIntl();
  const data = usePageQuery(segmentViewPage);
  const scope = usePageScope(segmentViewPage);
  const use = data.campaignSegment;
  if (!use) {
    return (
      <PageContainer>
        <PageHeading>
          <h1>
            <FormattedMessage id="segmentView.title" />
          </h1>
        </PageHeading>
        <EmptyState
          title={<FormattedMessage id="segmentView.notFound" />}
          hint={<FormattedMessage id="segmentView.notFoundHint" values={{ campaign: scope.campaignId }} />}
          action={<Link to={LIST_PATH}>{intl.formatMessage({ id: 'segmentView.backToList' })}</Link>}
        />
      </PageContainer>
    );
  }
  const { version, segment } = use;
  const sizeLabel = intl.formatMessage({ id: 'segmentView.size' });
  const when = (value: unknown) => (value ? formatDisplayDateTime(value as string, DATE_TIME_MINUTES_FORMAT) : '–');
  return (
    <PageContainer>
      <PageHeading>
        <h1>{version.name}</h1>
        <p>
          <FormattedMessage id="segmentView.subtitle" values={{ campaign: use.campaignName || use.campaignId, version: version.version }} />
        </p>
      </PageHeading>
      {use.changed && (
        <Alert tone="info">
          <span data-changed={`${version.version}-${segment.version}`}>
            <FormattedMessage id="segmentView.changed" values={{ from: version.version, to: segment.version }} />
          </span>{' '}
          <Link to={editPath(segment.id)}>{intl.formatMessage({ id: 'segmentView.editCurrent' })}</Link>
        </Alert>
      )}
      <EditorLayout>
        <EditorColumn>
          {version.description && <p style={{ margin: 0 }}>{version.description}</p>}
          <DefinitionHeading>
            <FormattedMessage id="segmentView.definition" />
          </DefinitionHeading>
          <SegmentDefinitionView query={data} definition={version.definition} />
          <SegmentViewMembers query={data} segmentId={segment.id} segmentName={version.name} campaignId={use.campaignId} />
        </EditorColumn>
        <Summary as="aside" aria-label={intl.formatMessage({ id: 'segmentView.summary' })}>
          <h2>
            <FormattedMessage id="segmentView.summary" />
          </h2>
          <Figure>
            <span>
              {sizeLabel}
              <InfoTip label={sizeLabel} text={intl.formatMessage({ id: 'segmentView.sizeTip' })} />
            </span>
            <strong data-metric="NUM_CLIENTES_SEGMENTO_CAMPANHA" data-value={use.clients_qty_at_campaign ?? ''}>
              {use.clients_qty_at_campaign == null ? intl.formatMessage({ id: 'segmentView.pending' }) : formatNumber(use.clients_qty_at_campaign, 0)}
            </strong>
          </Figure>
          <dl>
            <dt>
              <FormattedMessage id="segmentView.campaign" />
            </dt>
            <dd data-campaign={use.campaignId}>
              {use.campaignName || use.campaignId}
              {use.campaignName && <span style={{ display: 'block', fontSize: 12, opacity: 0.75 }}>{use.campaignId}</span>}
            </dd>
            <dt>
              <FormattedMessage id="segmentView.version" />
            </dt>
            <dd>
              <FormattedMessage id="segmentView.versionOf" values={{ version: version.version, current: segment.version }} />
            </dd>
            <dt>
              <FormattedMessage id="segmentView.savedAt" />
            </dt>
            <dd>{when(version.created_at)}</dd>
            <dt>
              <FormattedMessage id="segmentView.frozenAt" />
            </dt>
            <dd>{use.frozen_at ? when(use.frozen_at) : intl.formatMessage({ id: 'segmentView.pending' })}</dd>
            <dt>
              <FormattedMessage id="segmentView.kind" />
            </dt>
            <dd>
              <Badge tone={version.fixed ? 'brand' : 'neutral'}>{intl.formatMessage({ id: version.fixed ? 'segmentView.fixed' : 'segmentView.dynamic' })}</Badge>
            </dd>
          </dl>
          <SegmentTagList tags={version.tags} label={intl.formatMessage({ id: 'segmentView.tags' })} />
          <Link to={LIST_PATH}>{intl.formatMessage({ id: 'segmentView.backToList' })}</Link>
        </Summary>
      </EditorLayout>
    </PageContainer>
  );
}
