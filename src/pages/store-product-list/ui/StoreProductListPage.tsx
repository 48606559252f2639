import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AddressSearchField, buttonCss, ListSkeleton, PageContainer, PageHeading, SelectField } from '@/shared/ui';
import { STORE_PRODUCT_PARAMS, storeProductListPage } from '../api/StoreProductListPageQuery';
import { StoreProductTable } from './StoreProductTable';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(3)};
`;

const FilterSlot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1 1 200px;
  min-width: 160px;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  justify-content: space-between;
  align-items: center;
`;

const NewLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'primary')}
`;

function AddressSelect({ param, label, options }: { param: string; label: string; options: [string, string][] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <FilterSlot>
      <SelectField
        label={label}
        value={searchParams.get(param) ?? ''}
        onChange={(event) =>
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set(param, event.target.value);
              else next.delete(param);
              next.delete('produtos_loja_linhas');
              return next;
            },
            { replace: true },
          )
        }
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectField>
    </FilterSlot>
  );
}

function Results() {
  const intl = useIntl();
  const data = usePageQuery(storeProductListPage);
  const scope = usePageScope(storeProductListPage);
  const stores = data.units.edges.map((edge) => edge.node);
  return (
    <>
      <Toolbar>
        <AddressSearchField
          param={STORE_PRODUCT_PARAMS.search}
          label={intl.formatMessage({ id: 'storeProductList.search' })}
          placeholder={intl.formatMessage({ id: 'storeProductList.searchPlaceholder' })}
          resets={['produtos_loja_linhas']}
        />
        <AddressSelect
          param={STORE_PRODUCT_PARAMS.store}
          label={intl.formatMessage({ id: 'storeProductList.store' })}
          options={[['', intl.formatMessage({ id: 'storeProductList.allStores' })], ...stores.map((store): [string, string] => [store.id, store.name])]}
        />
        <AddressSelect
          param={STORE_PRODUCT_PARAMS.status}
          label={intl.formatMessage({ id: 'storeProductList.status' })}
          options={[
            ['', intl.formatMessage({ id: 'storeProductList.status.all' })],
            ['ativos', intl.formatMessage({ id: 'storeProductList.status.active' })],
            ['inativos', intl.formatMessage({ id: 'storeProductList.status.inactive' })],
          ]}
        />
      </Toolbar>
      <StoreProductTable query={data} filtering={scope.search !== null || scope.store !== null || scope.active !== null} />
    </>
  );
}

/** Produtos por loja: the catalogue products each store sells, with price, stock and sales configuration. */
export function StoreProductListPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <p>
          <Link to="/produtos/gerenciamento-produtos">{intl.formatMessage({ id: 'storeProductList.backToCatalogue' })}</Link>
        </p>
        <h1>
          <FormattedMessage id="storeProductList.title" />
        </h1>
        <p>
          <FormattedMessage id="storeProductList.subtitle" />
        </p>
      </PageHeading>
      <Top>
        <span />
        <NewLink to="/produtos/novo-produto-loja">{intl.formatMessage({ id: 'storeProductList.new' })}</NewLink>
      </Top>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'storeProductList.loading' })} />}>
        <Results />
      </Suspense>
    </PageContainer>
  );
}
