import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/date';
import { Card, CopyButton, MonoCell, Table, TableScroll } from '@/shared/ui';
import type { HowToSendCard_account$key } from './__generated__/HowToSendCard_account.graphql';
import { CardHeader } from './IntegrationTokensCard';

const accountFragment = graphql`
  fragment HowToSendCard_account on Account {
    key
    processing {
      finishedAt
    }
  }
`;

/** The four record kinds of contracts/sales-ingestion.md, each with its endpoint and key field. */
const RECORD_KINDS: ReadonlyArray<{ kind: string; label: MessageId; key: string }> = [
  { kind: 'units', label: 'integrations.howTo.units', key: 'id_erp' },
  { kind: 'products', label: 'integrations.howTo.products', key: 'sku' },
  { kind: 'consumers', label: 'integrations.howTo.consumers', key: 'document_no' },
  { kind: 'sales', label: 'integrations.howTo.sales', key: 'ticket_id' },
];

/** Stands for the secret in the examples: the page never knows a token after its creation. */
const TOKEN_PLACEHOLDER = 'cvi_SEU_TOKEN';

/** The sales example of the HTTP API, aimed at this very server. */
export function curlExample(origin: string): string {
  return [
    `curl -X POST "${origin}/api/ingest/sales" \\`,
    `  -H "Authorization: Bearer ${TOKEN_PLACEHOLDER}" \\`,
    '  -H "Content-Type: application/x-ndjson" \\',
    '  --data-binary @vendas.ndjson.gz',
  ].join('\n');
}

/** The CLI with a token, from any machine, sending to this server. */
export function cliTokenExample(origin: string): string {
  return `npm run ingest -- --url ${origin} --token ${TOKEN_PLACEHOLDER} --kind sales --file vendas.ndjson.gz`;
}

/** The CLI on the platform's own server, which identifies the account by its key. */
export function cliServerExample(accountKey: string): string {
  return `npm run ingest -- --account ${accountKey} --kind sales --file vendas.ndjson.gz`;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(5)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.5;
  h3 {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Status = styled.p<{ pending: boolean }>`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => (p.pending ? p.theme.colors.textMuted : p.theme.colors.success)};
`;

const KindsTable = styled.div`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
`;

const Example = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
`;

const ExampleTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
`;

const Code = styled.pre`
  margin: 0;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  background: #0f172a;
  color: #e2e8f0;
  font-family: ${(p) => p.theme.fonts.mono};
  font-size: ${(p) => p.theme.fontSizes.xs};
  line-height: 1.6;
  overflow-x: auto;
  white-space: pre;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

function CodeExample({ title, code, copyLabel }: { title: string; code: string; copyLabel: string }) {
  return (
    <Example>
      <ExampleTitle>
        <span>{title}</span>
        <CopyButton text={code} label={copyLabel} />
      </ExampleTitle>
      {/* focusable so a keyboard user can scroll a long line sideways */}
      <Code tabIndex={0} aria-label={title}>
        {code}
      </Code>
    </Example>
  );
}

/** "Como enviar": the endpoints, the record kinds and copyable examples built from this page's address. */
export function HowToSendCard({ account }: { account: HowToSendCard_account$key }) {
  const intl = useIntl();
  const data = useFragment(accountFragment, account);
  const origin = window.location.origin;
  const processedAt = formatDateTime(data.processing?.finishedAt);

  return (
    <Card aria-labelledby="integrations-how-to-title">
      <CardHeader>
        <div>
          <h2 id="integrations-how-to-title">
            <FormattedMessage id="integrations.howTo.title" />
          </h2>
          <p>
            <FormattedMessage id="integrations.howTo.description" />
          </p>
        </div>
        <Status pending={!processedAt}>
          {processedAt ? (
            <FormattedMessage id="integrations.howTo.lastProcessing" values={{ date: processedAt }} />
          ) : (
            <FormattedMessage id="integrations.howTo.noProcessing" />
          )}
        </Status>
      </CardHeader>
      <Body>
        <h3>
          <FormattedMessage id="integrations.howTo.kinds" />
        </h3>
        <KindsTable>
          <TableScroll>
            <Table aria-label={intl.formatMessage({ id: 'integrations.howTo.kindsLabel' })} stacked>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="integrations.howTo.kind" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="integrations.howTo.endpoint" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="integrations.howTo.key" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {RECORD_KINDS.map(({ kind, label, key }) => (
                  <tr key={kind}>
                    <th scope="row">
                      <FormattedMessage id={label} />
                    </th>
                    <MonoCell data-label={intl.formatMessage({ id: 'integrations.howTo.endpoint' })}>{`POST /api/ingest/${kind}`}</MonoCell>
                    <MonoCell data-label={intl.formatMessage({ id: 'integrations.howTo.key' })}>{key}</MonoCell>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </KindsTable>
        <p>
          <FormattedMessage id="integrations.howTo.order" />
        </p>
        <CodeExample
          title={intl.formatMessage({ id: 'integrations.howTo.http' })}
          code={curlExample(origin)}
          copyLabel={intl.formatMessage({ id: 'integrations.howTo.copyHttp' })}
        />
        <h3>
          <FormattedMessage id="integrations.howTo.cli" />
        </h3>
        <CodeExample
          title={intl.formatMessage({ id: 'integrations.howTo.cliHint' })}
          code={cliTokenExample(origin)}
          copyLabel={intl.formatMessage({ id: 'integrations.howTo.copyCli' })}
        />
        <CodeExample
          title={intl.formatMessage({ id: 'integrations.howTo.cliServerHint' })}
          code={cliServerExample(data.key)}
          copyLabel={intl.formatMessage({ id: 'integrations.howTo.copyCliServer' })}
        />
      </Body>
    </Card>
  );
}
