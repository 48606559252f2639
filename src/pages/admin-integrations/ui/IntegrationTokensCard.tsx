import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Button, Card, HeaderRow, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import type { IntegrationTokensCard_query$key } from './__generated__/IntegrationTokensCard_query.graphql';
import { IntegrationTokenRow, TOKEN_COLUMNS } from './IntegrationTokenRow';
import { NewTokenDialog } from './NewTokenDialog';

const queryFragment = graphql`
  fragment IntegrationTokensCard_query on Query {
    integrationTokens {
      id
      ...IntegrationTokenRow_token
    }
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => `${p.theme.space(5)} ${p.theme.space(5)} ${p.theme.space(4)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin-top: ${(p) => p.theme.space(1)};
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    max-width: 640px;
  }
`;

/** "Tokens de integração": the account's tokens, "Novo token" and each token's revocation. */
export function IntegrationTokensCard({ query }: { query: IntegrationTokensCard_query$key }) {
  const intl = useIntl();
  const data = useFragment(queryFragment, query);
  const [creating, setCreating] = useState(false);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const tokens = data.integrationTokens;

  const closeDialog = () => {
    setCreating(false);
    // back to where the keyboard user was before the dialog
    window.requestAnimationFrame(() => newButtonRef.current?.focus());
  };

  return (
    <Card aria-labelledby="integration-tokens-title">
      <CardHeader>
        <div>
          <h2 id="integration-tokens-title">
            <FormattedMessage id="integrations.tokens.title" />
          </h2>
          <p>
            <FormattedMessage id="integrations.tokens.description" />
          </p>
        </div>
        <Button ref={newButtonRef} onClick={() => setCreating(true)}>
          <FormattedMessage id="integrations.tokens.new" />
        </Button>
      </CardHeader>
      {tokens.length === 0 ? (
        <TableEmptyState>
          <p>
            <FormattedMessage id="integrations.tokens.empty" />
          </p>
          <p>
            <FormattedMessage id="integrations.tokens.emptyHint" />
          </p>
        </TableEmptyState>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'integrations.tokens.tableLabel' })}>
          <Table aria-label={intl.formatMessage({ id: 'integrations.tokens.tableLabel' })} stacked>
            <thead>
              <HeaderRow messageIds={TOKEN_COLUMNS} />
            </thead>
            <tbody>
              {tokens.map((token) => (
                <IntegrationTokenRow key={token.id} token={token} />
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {creating && <NewTokenDialog onClose={closeDialog} />}
    </Card>
  );
}
