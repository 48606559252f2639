import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/date';
import { Badge, Button, MonoCell, useConfirm, useSnackbar, useUndoable } from '@/shared/ui';
import type { IntegrationTokenRow_token$key } from './__generated__/IntegrationTokenRow_token.graphql';
import type { IntegrationTokenRowRestoreMutation } from './__generated__/IntegrationTokenRowRestoreMutation.graphql';
import type { IntegrationTokenRowRevokeMutation } from './__generated__/IntegrationTokenRowRevokeMutation.graphql';

const tokenFragment = graphql`
  fragment IntegrationTokenRow_token on IntegrationToken {
    id
    name
    prefix
    createdAt
    createdBy
    lastUsedAt
    revokedAt
    active
  }
`;

// The payload spreads the row's fragment, so Relay updates the row in place (no refetch).
const revokeMutation = graphql`
  mutation IntegrationTokenRowRevokeMutation($input: RevokeIntegrationTokenInput!) {
    revokeIntegrationToken(input: $input) {
      integrationToken {
        ...IntegrationTokenRow_token
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation IntegrationTokenRowRestoreMutation($input: RestoreIntegrationTokenInput!) {
    restoreIntegrationToken(input: $input) {
      integrationToken {
        ...IntegrationTokenRow_token
      }
    }
  }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Column headers matching IntegrationTokenRow's cells. */
export const TOKEN_COLUMNS: readonly MessageId[] = [
  'integrations.tokens.name',
  'integrations.tokens.prefix',
  'integrations.tokens.createdBy',
  'integrations.tokens.createdAt',
  'integrations.tokens.lastUsedAt',
  'integrations.tokens.status',
  'integrations.tokens.actions',
];

/** One integration token: who made it and when, when it was last used, and its revocation. */
export function IntegrationTokenRow({ token }: { token: IntegrationTokenRow_token$key }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const data = useFragment(tokenFragment, token);
  const undoable = useUndoable();
  const [commit, inFlight] = useMutation<IntegrationTokenRowRevokeMutation>(revokeMutation);
  const [commitRestore] = useMutation<IntegrationTokenRowRestoreMutation>(restoreMutation);
  // data-label: the column name each cell shows when a narrow screen stacks the row
  const label = (id: MessageId) => ({ 'data-label': intl.formatMessage({ id }) });

  const revoke = async () => {
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'integrations.tokens.revokeTitle' }),
      message: intl.formatMessage({ id: 'integrations.tokens.revokeConfirm' }, { name: data.name }),
      confirmLabel: intl.formatMessage({ id: 'integrations.tokens.revoke' }),
      cancelLabel: intl.formatMessage({ id: 'integrations.tokens.revokeCancel' }),
      destructive: true,
    });
    if (!confirmed) return;
    commit({
      variables: { input: { id: data.id } },
      // revoked on the server at once; "Desfazer" restores it (the server keeps it restorable 30 days)
      onCompleted: () => undoable(intl.formatMessage({ id: 'integrations.tokens.revoked.done' }, { name: data.name }), restore),
      onError: (error) => {
        snackbar.show(error.message || intl.formatMessage({ id: 'ui.defaultError' }), { severity: 'error' });
      },
    });
  };

  const restore = () => {
    commitRestore({
      variables: { input: { id: data.id } },
      onCompleted: () => {
        snackbar.show(intl.formatMessage({ id: 'integrations.tokens.restored' }, { name: data.name }), { severity: 'success' });
      },
      onError: (error) => {
        snackbar.show(error.message || intl.formatMessage({ id: 'ui.defaultError' }), { severity: 'error' });
      },
    });
  };

  return (
    <tr>
      <th scope="row">{data.name}</th>
      <MonoCell {...label('integrations.tokens.prefix')}>{`${data.prefix}…`}</MonoCell>
      <td {...label('integrations.tokens.createdBy')}>
        {data.createdBy ?? (
          <Muted>
            <FormattedMessage id="integrations.tokens.removedUser" />
          </Muted>
        )}
      </td>
      <td {...label('integrations.tokens.createdAt')}>{formatDateTime(data.createdAt)}</td>
      <td {...label('integrations.tokens.lastUsedAt')}>
        {formatDateTime(data.lastUsedAt) ?? (
          <Muted>
            <FormattedMessage id="integrations.tokens.neverUsed" />
          </Muted>
        )}
      </td>
      <td {...label('integrations.tokens.status')}>
        <Badge tone={data.active ? 'success' : 'neutral'}>
          <FormattedMessage id={data.active ? 'integrations.tokens.active' : 'integrations.tokens.revoked'} />
        </Badge>
      </td>
      <td {...label('integrations.tokens.actions')}>
        {data.active ? (
          <Button
            variant="secondary"
            onClick={revoke}
            loading={inFlight}
            aria-label={intl.formatMessage({ id: 'integrations.tokens.revokeLabel' }, { name: data.name })}
          >
            <FormattedMessage id="integrations.tokens.revoke" />
          </Button>
        ) : (
          <Muted>
            <FormattedMessage id="integrations.tokens.revokedAt" values={{ date: formatDateTime(data.revokedAt) }} />
          </Muted>
        )}
      </td>
    </tr>
  );
}
