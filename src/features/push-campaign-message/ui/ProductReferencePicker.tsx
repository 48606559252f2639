import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { TextField } from '@/shared/ui';
import type { ProductReferencePickerQuery, ProductReferencePickerQuery$data } from './__generated__/ProductReferencePickerQuery.graphql';

const searchQuery = graphql`
  query ProductReferencePickerQuery($search: String!) {
    products(first: 8, search: $search, active: true) {
      edges {
        node {
          id
          sku
          name
        }
      }
    }
  }
`;

type Product = ProductReferencePickerQuery$data['products']['edges'][number]['node'];

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  max-height: 220px;
  overflow-y: auto;
  li + li {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  button {
    width: 100%;
    min-height: 40px;
    text-align: left;
    padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
    border: 0;
    background: transparent;
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    cursor: pointer;
    &:hover,
    &:focus-visible,
    &[aria-pressed='true'] {
      background: ${(p) => p.theme.colors.primarySoft};
    }
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Search debounce (ms). */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

/** Picks the product a push opens, from the catalogue's own search (name, SKU or EAN); the reference is its SKU. */
export function ProductReferencePicker({ value, onChange, error }: { value: string | null; onChange: (sku: string) => void; error?: string | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: id as never }, values);
  const environment = useRelayEnvironment();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'done' | 'error'; products: readonly Product[] }>({ status: 'idle', products: [] });

  useEffect(() => {
    const term = search.trim();
    if (term.length < 2) {
      setState({ status: 'idle', products: [] });
      return;
    }
    setState((current) => ({ ...current, status: 'loading' }));
    let subscription: { unsubscribe: () => void } | null = null;
    const timer = window.setTimeout(() => {
      subscription = fetchQuery<ProductReferencePickerQuery>(environment, searchQuery, { search: term }).subscribe({
        next: (data) => setState({ status: 'done', products: data.products.edges.map((edge) => edge.node) }),
        error: () => setState({ status: 'error', products: [] }),
      });
    }, PRODUCT_SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [search, environment]);

  return (
    <>
      <TextField label={t('pushMessage.productSearch')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('pushMessage.productSearchHint')} error={error} aria-controls={listId} />
      <div id={listId} aria-live="polite">
        {state.status === 'loading' && <Note>{t('pushMessage.productSearching')}</Note>}
        {state.status === 'error' && <Note role="alert">{t('pushMessage.productError')}</Note>}
        {state.status === 'done' && state.products.length === 0 && <Note>{t('pushMessage.productNone')}</Note>}
        {state.products.length > 0 && (
          <Results aria-label={t('pushMessage.productResults')}>
            {state.products.map((product) => (
              <li key={product.id}>
                <button type="button" aria-pressed={value === product.sku} onClick={() => onChange(product.sku)}>
                  {product.name} · SKU {product.sku}
                </button>
              </li>
            ))}
          </Results>
        )}
      </div>
      {value && <Note data-testid="push-product-reference">{t('pushMessage.productChosen', { reference: value })}</Note>}
    </>
  );
}
