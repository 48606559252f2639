import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { Button, Card, Table, TableScroll, TextField } from '@/shared/ui';
import { AnalyticsPage, EmptyState } from '@/shared/ui/analytics-page';
import { PRODUCT_SEARCH_PARAM, productSearchPage } from '../api/ProductSearchPageQuery';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(3)};
  & > div {
    flex: 1 1 280px;
    max-width: 520px;
  }
`;

const Results = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  p {
    margin: 0 0 ${(p) => p.theme.space(3)};
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/** The search box: a search goes to the address (`?busca=`), and the route loads its results. */
function SearchForm() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(PRODUCT_SEARCH_PARAM) ?? '';
  const [text, setText] = useState(fromUrl);
  // back/forward changes the address under the box: follow it
  useEffect(() => setText(fromUrl), [fromUrl]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (text.trim()) next.set(PRODUCT_SEARCH_PARAM, text.trim());
      else next.delete(PRODUCT_SEARCH_PARAM);
      return next;
    });
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'productSearch.search' })}
        placeholder={intl.formatMessage({ id: 'productSearch.searchPlaceholder' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">
        <FormattedMessage id="productSearch.submit" />
      </Button>
    </Form>
  );
}

function SearchResults() {
  const intl = useIntl();
  const data = usePageQuery(productSearchPage);
  const { text, searching } = usePageScope(productSearchPage);
  if (!text) return <EmptyState title={<FormattedMessage id="productSearch.start" />} hint={<FormattedMessage id="productSearch.startHint" />} />;
  if (!searching) return <EmptyState title={<FormattedMessage id="productSearch.tooLong" />} hint={<FormattedMessage id="productSearch.startHint" />} />;
  const found = data.productSearch;
  if (!found) return null;
  if (found.totalCount === 0)
    return <EmptyState title={<FormattedMessage id="productSearch.none" values={{ text }} />} hint={<FormattedMessage id="productSearch.noneHint" />} />;
  const shown = found.products.length;
  return (
    <Results as="section" aria-label={intl.formatMessage({ id: 'productSearch.caption' })}>
      <p role="status">
        <FormattedMessage id="productSearch.count" values={{ total: found.totalCount, shown: shown === found.totalCount ? 'all' : String(shown) }} />
      </p>
      <TableScroll>
        <Table stacked aria-label={intl.formatMessage({ id: 'productSearch.caption' })}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'productSearch.col.name' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'productSearch.col.sku' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'productSearch.col.ean' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'productSearch.col.group' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'productSearch.col.brand' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'productSearch.col.measure' })}</th>
            </tr>
          </thead>
          <tbody>
            {found.products.map((product) => (
              <tr key={product.id} data-row={product.sku}>
                <th scope="row" data-label={intl.formatMessage({ id: 'productSearch.col.name' })}>
                  <Link to={`/produtos/detalhes-produto/${encodeURIComponent(product.id)}`}>{product.name}</Link>
                </th>
                <td data-label={intl.formatMessage({ id: 'productSearch.col.sku' })}>{product.sku}</td>
                <td data-label={intl.formatMessage({ id: 'productSearch.col.ean' })}>{product.eans[0] ?? '—'}</td>
                <td data-label={intl.formatMessage({ id: 'productSearch.col.group' })}>
                  {[product.department, product.category, product.subcategory].filter(Boolean).join(' › ') || '—'}
                </td>
                <td data-label={intl.formatMessage({ id: 'productSearch.col.brand' })}>{product.brand || '—'}</td>
                <td data-label={intl.formatMessage({ id: 'productSearch.col.measure' })}>
                  {product.isWeightable ? intl.formatMessage({ id: 'productSearch.weighable' }, { measure: product.measure }) : product.measure}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Results>
  );
}

/** Busca de produto: find a product by name (without case or accents), SKU or EAN. */
export function ProductSearchPage() {
  return (
    <AnalyticsPage texts="productSearch" toolbar={<SearchForm />} skeleton={{}}>
      <SearchResults />
    </AnalyticsPage>
  );
}
