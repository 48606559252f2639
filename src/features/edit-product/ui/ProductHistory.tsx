import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { Card } from '@/shared/ui';
import type { ProductHistory_product$key } from './__generated__/ProductHistory_product.graphql';

const historyFragment = graphql`
  fragment ProductHistory_product on CatalogueProduct {
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

const Section = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  > li {
    border-left: 3px solid ${(p) => p.theme.colors.primary};
    padding-left: ${(p) => p.theme.space(3)};
  }
  header {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  ul {
    margin: ${(p) => p.theme.space(1)} 0 0;
    padding-left: ${(p) => p.theme.space(4)};
    font-size: ${(p) => p.theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  del {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The product's audit (who, when, through what, each field's old and new value), newest first. */
export function ProductHistory({ product }: { product: ProductHistory_product$key }) {
  const intl = useIntl();
  const { history } = useFragment(historyFragment, product);
  const mutationLabel = (mutation: string) =>
    intl.formatMessage({ id: `editProduct.mutation.${mutation}` as 'editProduct.mutation.updateProduct', defaultMessage: mutation });
  const empty = intl.formatMessage({ id: 'editProduct.emptyValue' });
  return (
    <Section as="section" aria-labelledby="product-history-title">
      <h2 id="product-history-title">{intl.formatMessage({ id: 'editProduct.history' })}</h2>
      {history.length === 0 ? (
        <p>{intl.formatMessage({ id: 'editProduct.historyEmpty' })}</p>
      ) : (
        <Entries aria-label={intl.formatMessage({ id: 'editProduct.history' })}>
          {history.map((entry) => (
            <li key={entry.id} data-audit-entry={entry.mutation}>
              <header>
                {intl.formatMessage(
                  { id: 'editProduct.historyEntry' },
                  { when: formatDisplayDateTime(entry.createdAt, DATE_TIME_MINUTES_FORMAT), who: entry.userLogin, what: mutationLabel(entry.mutation) },
                )}
              </header>
              <ul>
                {entry.delta.map((change) => (
                  <li key={change.field} data-field={change.field}>
                    <strong>{change.description}</strong>: <del>{change.old || empty}</del> → <ins>{change.new || empty}</ins>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </Entries>
      )}
    </Section>
  );
}
