import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { Alert, PageContainer, PageHeading } from '@/shared/ui';
import { SegmentEditor } from '@/widgets/segment-editor';
import { segmentNewPage } from '../api/SegmentNewPageQuery';

const Models = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  font-size: ${(p) => p.theme.fontSizes.sm};
  a {
    padding: ${(p) => `${p.theme.space(1)} ${p.theme.space(3)}`};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    background: ${(p) => p.theme.colors.surface};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primarySoft};
    font-weight: 600;
  }
`;

/** Nova segmentação: an empty definition, or a model's, in the editor. */
export function SegmentNewPage() {
  const intl = useIntl();
  const data = usePageQuery(segmentNewPage);
  const modelId = usePageScope(segmentNewPage);
  const model = data.segmentModel ?? null;
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="segmentNew.title" />
        </h1>
        <p>
          <FormattedMessage id="segmentNew.subtitle" />
        </p>
      </PageHeading>
      <Models aria-label={intl.formatMessage({ id: 'segmentNew.models' })}>
        <span>{intl.formatMessage({ id: 'segmentNew.startFrom' })}</span>
        <Link to="/clientes/segmentacao/nova" aria-current={modelId === null ? 'page' : undefined}>
          {intl.formatMessage({ id: 'segmentNew.blank' })}
        </Link>
        {data.segmentModels.map((m) => (
          <Link key={m.id} to={`/clientes/segmentacao/nova/${encodeURIComponent(m.id)}`} aria-current={m.id === modelId ? 'page' : undefined} title={m.description}>
            {m.name}
          </Link>
        ))}
      </Models>
      {modelId !== null && !model && <Alert tone="info">{intl.formatMessage({ id: 'segmentNew.modelNotFound' })}</Alert>}
      <SegmentEditor
        key={modelId ?? 'blank'}
        query={data}
        draft={{ id: null, name: model?.name ?? '', description: model?.description ?? '', fixed: false, definition: model?.definition ?? null, tags: [], clientsQty: null }}
      />
    </PageContainer>
  );
}
