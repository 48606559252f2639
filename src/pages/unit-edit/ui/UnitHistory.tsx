import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { Card } from '@/shared/ui';
import type { UnitHistory_unit$key } from './__generated__/UnitHistory_unit.graphql';

const fragment = graphql`
  fragment UnitHistory_unit on Unit {
    history {
      id
      mutation
      userLogin
      createdAt
      delta {
        field
        description
        old
        new
      }
    }
  }
`;

const Panel = styled(Card)`
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(3)};
  }
  li > p {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  ul {
    margin: ${(p) => p.theme.space(1)} 0 0;
    padding-left: ${(p) => p.theme.space(5)};
    font-size: ${(p) => p.theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

/** Histórico de alterações: each change made in the back-office, who and when, old → new per field. */
export function UnitHistory({ unit }: { unit: UnitHistory_unit$key }) {
  const intl = useIntl();
  const { history } = useFragment(fragment, unit);
  const none = intl.formatMessage({ id: 'unitEdit.history.none' });
  return (
    <Panel as="section" aria-labelledby="unit-history">
      <h2 id="unit-history">
        <FormattedMessage id="unitEdit.history.title" />
      </h2>
      {history.length === 0 ? (
        <p>
          <FormattedMessage id="unitEdit.history.empty" />
        </p>
      ) : (
        <ol>
          {history.map((entry) => (
            <li key={entry.id}>
              <p>
                <FormattedMessage
                  id="unitEdit.history.entry"
                  values={{ who: entry.userLogin, when: formatDisplayDateTime(entry.createdAt, DATE_TIME_MINUTES_FORMAT), what: intl.formatMessage({ id: `unitEdit.history.mutation.${entry.mutation}` as 'unitEdit.history.mutation.updateUnit', defaultMessage: entry.mutation }) }}
                />
              </p>
              <ul>
                {entry.delta.map((change) => (
                  <li key={change.field}>
                    <strong>{change.description}</strong>: {change.old ?? none} → {change.new ?? none}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
