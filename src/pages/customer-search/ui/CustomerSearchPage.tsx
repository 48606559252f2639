import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { Button, TextField } from '@/shared/ui';
import { AnalyticsPage, EmptyState } from '@/shared/ui/analytics-page';
import { CUSTOMER_SEARCH_PARAM, customerSearchPage } from '../api/CustomerSearchPageQuery';
import { searchProblem } from '../model/searchText';
import { CustomerSearchResults } from './CustomerSearchResults';

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

/** The search box: a search goes to the address (`?busca=`), and the route loads its results. */
function SearchForm() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(CUSTOMER_SEARCH_PARAM) ?? '';
  const [text, setText] = useState(fromUrl);
  // back/forward changes the address under the box: follow it
  useEffect(() => setText(fromUrl), [fromUrl]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (text.trim()) next.set(CUSTOMER_SEARCH_PARAM, text.trim());
      else next.delete(CUSTOMER_SEARCH_PARAM);
      return next;
    });
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'customerSearch.search' })}
        placeholder={intl.formatMessage({ id: 'customerSearch.searchPlaceholder' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">
        <FormattedMessage id="customerSearch.submit" />
      </Button>
    </Form>
  );
}

/** What the page says when the address holds a search the server cannot answer. */
const PROBLEM_TEXTS = {
  tooShort: 'customerSearch.problem.tooShort',
  badNumber: 'customerSearch.problem.badNumber',
  tooLong: 'customerSearch.problem.tooLong',
} as const;

function SearchResults() {
  const data = usePageQuery(customerSearchPage);
  const { text, searching } = usePageScope(customerSearchPage);
  if (!text) return <EmptyState title={<FormattedMessage id="customerSearch.start" />} hint={<FormattedMessage id="customerSearch.startHint" />} />;
  if (!searching) {
    const problem = searchProblem(text) ?? 'tooShort';
    return <EmptyState title={<FormattedMessage id={PROBLEM_TEXTS[problem]} />} hint={<FormattedMessage id="customerSearch.startHint" />} />;
  }
  return data.results ? <CustomerSearchResults query={data.results} /> : null;
}

/** Busca de cliente: find a customer by name, CPF/CNPJ (with or without mask), phone or e-mail. */
export function CustomerSearchPage() {
  return (
    <AnalyticsPage texts="customerSearch" toolbar={<SearchForm />} skeleton={{}}>
      <SearchResults />
    </AnalyticsPage>
  );
}
