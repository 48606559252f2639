import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { UnitRow, UnitRowHeader } from '@/entities/unit';
import { Button, Card, Table, TableEmptyState, TableFooter, TableScroll } from '@/shared/ui';
import type { UnitsTable_account$key } from './__generated__/UnitsTable_account.graphql';

/** Stores fetched per page; a chain has tens of stores, so one page usually holds them all. */
export const UNITS_PAGE_SIZE = 50;

const accountFragment = graphql`
  fragment UnitsTable_account on Account
  @refetchable(queryName: "UnitsTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
    name
    units(first: $count, after: $cursor) @connection(key: "UnitsTable_units") {
      totalCount
      edges {
        node {
          id
          ...UnitRow_unit
        }
      }
    }
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => `${p.theme.space(5)} ${p.theme.space(5)} ${p.theme.space(4)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Title = styled.h2`
  font-size: ${(p) => p.theme.fontSizes.lg};
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space(2)};
`;

const Count = styled.span`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 500;
  color: ${(p) => p.theme.colors.textMuted};
`;



/** The account's stores in a table with their count, paging on with "Carregar mais lojas". */
export function UnitsTable({ account }: { account: UnitsTable_account$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(accountFragment, account);
  const { totalCount, edges } = data.units;
  const titleId = 'units-table-title';
  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>
          <FormattedMessage id="home.storesTitle" />
          <Count>
            <FormattedMessage id="home.storesCount" values={{ count: totalCount }} />
          </Count>
        </Title>
      </Header>
      {edges.length === 0 ? (
        <TableEmptyState>
          <p>
            <FormattedMessage id="home.storesEmpty" />
          </p>
          <p>
            <FormattedMessage id="home.storesEmptyHint" />
          </p>
        </TableEmptyState>
      ) : (
        <>
          <TableScroll tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'home.storesTableLabel' }, { account: data.name })}>
            <Table aria-labelledby={titleId} stacked>
              <thead>
                <UnitRowHeader />
              </thead>
              <tbody>
                {edges.map((edge) => (
                  <UnitRow key={edge.node.id} unit={edge.node} />
                ))}
              </tbody>
            </Table>
          </TableScroll>
          {(hasNext || edges.length < totalCount) && (
            <TableFooter>
              <span>
                <FormattedMessage id="home.storesShowing" values={{ shown: edges.length, total: totalCount }} />
              </span>
              {hasNext && (
                <Button
                  variant="secondary"
                  loading={isLoadingNext}
                  // usePaginationFragment must not be asked for more while a page is on its way
                  onClick={() => !isLoadingNext && loadNext(UNITS_PAGE_SIZE)}
                >
                  <FormattedMessage id={isLoadingNext ? 'home.loadingMore' : 'home.loadMore'} />
                </Button>
              )}
            </TableFooter>
          )}
        </>
      )}
    </Card>
  );
}
