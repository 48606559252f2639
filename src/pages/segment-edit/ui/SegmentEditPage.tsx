import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { PageContainer, PageHeading } from '@/shared/ui';
import { EmptyState } from '@/shared/ui/analytics-page';
import { SegmentEditor } from '@/widgets/segment-editor';
import { segmentEditPage } from '../api/SegmentEditPageQuery';

/** Editar segmentação: the stored segment in the editor; saving makes a new version. */
export function SegmentEditPage() {
  const intl = useIntl();
  const data = usePageQuery(segmentEditPage);
  const segment = data.segment;
  if (!segment) {
    return (
      <PageContainer>
        <PageHeading>
          <h1>
            <FormattedMessage id="segmentEdit.title" />
          </h1>
        </PageHeading>
        <EmptyState
          title={<FormattedMessage id="segmentEdit.notFound" />}
          hint={<Link to="/clientes/segmentacao">{intl.formatMessage({ id: 'segmentEdit.backToList' })}</Link>}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="segmentEdit.title" />
        </h1>
        <p>
          {intl.formatMessage(
            { id: 'segmentEdit.subtitle' },
            {
              version: segment.version,
              counted: segment.clients_refreshed_at ? formatDisplayDateTime(segment.clients_refreshed_at, DATE_TIME_MINUTES_FORMAT) : '-',
              campaigns: segment.campaign_qty,
            },
          )}
        </p>
      </PageHeading>
      <SegmentEditor
        key={`${segment.id}:${segment.version}`}
        query={data}
        draft={{
          id: segment.id,
          name: segment.name,
          description: segment.description,
          fixed: segment.fixed,
          definition: segment.definition,
          tags: segment.tags,
          clientsQty: segment.clients_qty ?? null,
        }}
      />
    </PageContainer>
  );
}
