import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ProductPickerSearchQuery, ProductPickerSearchQuery$data } from './__generated__/ProductPickerSearchQuery.graphql';

const searchQuery = graphql`
  query ProductPickerSearchQuery($query: String!) {
    productSearch(query: $query) {
      totalCount
      products {
        id
        sku
        name
        eans
      }
    }
  }
`;

/** A product chosen for the group: its SKU and, once known, its name. */
export interface PickedProduct {
  sku: string;
  name: string | null;
}

type Found = ProductPickerSearchQuery$data['productSearch']['products'][number];

/** Shortest text searched (a name's two letters, or a SKU/EAN). */
const MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

const Wrap = styled.div`
  position: relative;
  display: grid;
  gap: 6px;
  input {
    width: 100%;
  }
`;
const List = styled.ul`
  position: absolute;
  z-index: 5;
  top: 100%;
  left: 0;
  right: 0;
  max-height: 260px;
  overflow-y: auto;
  margin: 4px 0 0;
  padding: 4px 0;
  list-style: none;
  background: var(--color-surface, #fff);
  border: 1px solid var(--color-border, #c9ccd1);
  border-radius: 6px;
  box-shadow: 0 6px 18px rgb(0 0 0 / 12%);
  li {
    padding: 6px 10px;
    cursor: pointer;
    display: grid;
    gap: 2px;
  }
  li[aria-selected='true'] {
    background: var(--color-primary-soft, #e6effb);
  }
  li[aria-disabled='true'] {
    cursor: default;
    color: var(--color-text-muted, #5c6670);
  }
  small {
    color: var(--color-text-muted, #5c6670);
  }
`;
const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    max-width: 100%;
    padding: 2px 4px 2px 10px;
    border-radius: 999px;
    background: var(--color-primary-soft, #e6effb);
    overflow-wrap: anywhere;
  }
  button {
    border: 0;
    background: transparent;
    cursor: pointer;
    font-size: 1.1em;
    line-height: 1;
    padding: 4px 6px;
    border-radius: 999px;
  }
  button:focus-visible {
    outline: 2px solid var(--color-focus, #1a56db);
  }
`;

/**
 * The group's products: a search by name, SKU or EAN (the product search query) whose answers are
 * chosen with the arrows and Enter (Escape closes the list), and the chosen products as removable chips.
 */
export function ProductPicker({ value, onChange }: { value: readonly PickedProduct[]; onChange: (next: PickedProduct[]) => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<readonly Found[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // the list closes a moment after the field loses focus (a click on an option lands first); coming back cancels it
  const closing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closing.current), []);

  useEffect(() => {
    const typed = text.trim();
    setFailed(false);
    if (typed.length < MIN_LENGTH) {
      setFound(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    let current = true;
    const timer = window.setTimeout(() => {
      fetchQuery<ProductPickerSearchQuery>(environment, searchQuery, { query: typed }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (!current) return;
          setFound(data?.productSearch.products ?? []);
          setTotal(data?.productSearch.totalCount ?? 0);
          setActive(0);
        })
        .catch(() => current && (setFailed(true), setFound(null)))
        .finally(() => current && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text, environment]);

  const chosen = new Set(value.map((product) => product.sku));
  const add = (product: Found) => {
    if (!chosen.has(product.sku)) onChange([...value, { sku: product.sku, name: product.name }]);
    setText('');
    setFound(null);
    setOpen(false);
  };
  const remove = (sku: string) => onChange(value.filter((product) => product.sku !== sku));

  const options = found ?? [];
  const showList = open && text.trim().length >= MIN_LENGTH;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActive((at) => (at + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter') {
      // never submits the group's form from here
      event.preventDefault();
      if (showList && options[active]) add(options[active]);
    } else if (event.key === 'Escape' && showList) {
      // closes the list, not the dialog
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length) {
      remove(value[value.length - 1].sku);
    }
  };

  const listId = `${id}-list`;
  const status = loading
    ? intl.formatMessage({ id: 'productGroups.pickerSearching' })
    : failed
      ? intl.formatMessage({ id: 'productGroups.pickerFailed' })
      : found && found.length === 0
        ? intl.formatMessage({ id: 'productGroups.pickerNone' })
        : null;
  return (
    <Wrap>
      <label htmlFor={`${id}-input`}>{intl.formatMessage({ id: 'productGroups.picker' })}</label>
      {value.length > 0 && (
        <Chips aria-label={intl.formatMessage({ id: 'productGroups.pickerChosen' }, { count: value.length })}>
          {value.map((product) => (
            <li key={product.sku} data-sku={product.sku}>
              <span>{product.name ? `${product.name} (${product.sku})` : product.sku}</span>
              <button type="button" aria-label={intl.formatMessage({ id: 'productGroups.pickerRemove' }, { name: product.name ?? product.sku })} onClick={() => remove(product.sku)}>
                ×
              </button>
            </li>
          ))}
        </Chips>
      )}
      <div style={{ position: 'relative' }}>
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={showList && options[active] ? `${id}-option-${active}` : undefined}
          value={text}
          maxLength={120}
          placeholder={intl.formatMessage({ id: 'productGroups.pickerPlaceholder' })}
          onChange={(event) => {
            window.clearTimeout(closing.current);
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            window.clearTimeout(closing.current);
            setOpen(true);
          }}
          onBlur={() => {
            closing.current = window.setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <List id={listId} role="listbox" aria-label={intl.formatMessage({ id: 'productGroups.picker' })}>
            {status && (
              <li role="option" aria-disabled="true" aria-selected="false">
                {status}
              </li>
            )}
            {!loading &&
              options.map((product, index) => (
                <li
                  key={product.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  aria-disabled={chosen.has(product.sku) || undefined}
                  onMouseEnter={() => setActive(index)}
                  onMouseDown={(event) => {
                    // keeps the focus in the input
                    event.preventDefault();
                    add(product);
                  }}
                >
                  <span>{product.name}</span>
                  <small>
                    {intl.formatMessage({ id: 'productGroups.pickerOption' }, { sku: product.sku, ean: product.eans[0] ?? '-' })}
                    {chosen.has(product.sku) ? ` · ${intl.formatMessage({ id: 'productGroups.pickerAlready' })}` : ''}
                  </small>
                </li>
              ))}
            {!loading && total > options.length && (
              <li role="option" aria-disabled="true" aria-selected="false">
                {intl.formatMessage({ id: 'productGroups.pickerMore' }, { shown: options.length, total })}
              </li>
            )}
          </List>
        )}
      </div>
      <small id={`${id}-hint`}>{intl.formatMessage({ id: 'productGroups.pickerHint' })}</small>
    </Wrap>
  );
}
