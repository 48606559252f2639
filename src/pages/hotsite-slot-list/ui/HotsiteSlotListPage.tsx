import styled from '@emotion/styled';
import { Suspense, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TipHeader } from '@/entities/metric';
import { usePageQuery, usePageScope } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { formatNumber } from '@/shared/lib/number';
import {
  AddressSearchField,
  Badge,
  Button,
  buttonCss,
  Card,
  EmptyListCard,
  ListSkeleton,
  MutedLine,
  NumCell,
  PageContainer,
  PageHeading,
  SelectField,
  Table,
  TableFooter,
  TableScroll,
  TextField,
  useSnackbar,
} from '@/shared/ui';
import { hotsiteSlotListPage, SLOT_ORDER_PARAM, SLOT_ORDERS, SLOT_PAGE_PARAM, SLOT_PAGE_SIZE, SLOT_SEARCH_PARAM, type SlotOrder } from '../api/HotsiteSlotListPageQuery';
import type { HotsiteSlotListPageAddMutation } from './__generated__/HotsiteSlotListPageAddMutation.graphql';

const addMutation = graphql`
  mutation HotsiteSlotListPageAddMutation($input: AddHotsiteSlotInput!) {
    AddHotsiteSlot(input: $input) {
      slot {
        id
      }
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${(p) => p.theme.space(3)};
  }
`;

const ExportLink = styled.a`
  ${(p) => buttonCss(p.theme, 'secondary')}
`;

const NewForm = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 1fr 1fr;
    h2,
    .actions,
    .hint {
      grid-column: 1 / -1;
    }
  }
  .actions {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    justify-content: flex-end;
    flex-wrap: wrap;
  }
  .hint {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  align-items: flex-start;
`;

const UrlCell = styled.a`
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  white-space: normal;
  overflow-wrap: anywhere;
`;

function useParamSetter() {
  const [, setSearchParams] = useSearchParams();
  return (param: string, value: string, defaultValue = '') =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (!value || value === defaultValue) next.delete(param);
        else next.set(param, value);
        if (param !== SLOT_PAGE_PARAM) next.delete(SLOT_PAGE_PARAM);
        return next;
      },
      { replace: param !== SLOT_PAGE_PARAM },
    );
}

/** "Novo espaço": a name and an optional end of address; opens the new slot's builder. */
function NewSlotForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [commit, saving] = useMutation<HotsiteSlotListPageAddMutation>(addMutation);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | null>(null);
  const slugPreview = (slug || name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(intl.formatMessage({ id: 'ui.required' }));
      return;
    }
    commit({
      variables: { input: { name: name.trim(), slug: slug.trim() || null } },
      onCompleted: (response) => {
        snackbar.show(intl.formatMessage({ id: 'hotsiteSlots.created' }), { severity: 'success' });
        navigate(`/configuracoes/site-cadastramento/hotsite-slot/${response.AddHotsiteSlot.slot.id}`);
      },
      onError: (failure) => setError(failure.message.replace(/^Campo "[^"]+": /, '')),
    });
  };
  return (
    <NewForm as="form" onSubmit={submit} aria-labelledby="new-slot-title">
      <h2 id="new-slot-title">
        <FormattedMessage id="hotsiteSlots.newTitle" />
      </h2>
      <TextField label={intl.formatMessage({ id: 'hotsiteSlots.newName' })} value={name} onChange={(e) => setName(e.target.value)} maxLength={60} error={error} required autoFocus />
      <TextField label={intl.formatMessage({ id: 'hotsiteSlots.newSlug' })} value={slug} onChange={(e) => setSlug(e.target.value)} maxLength={60} />
      <p className="hint">{intl.formatMessage({ id: 'hotsiteSlots.newSlugHint' }, { path: `/cadastro/…/${slugPreview || '…'}` })}</p>
      <div className="actions">
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="hotsiteSlots.cancel" />
        </Button>
        <Button type="submit" loading={saving}>
          <FormattedMessage id="hotsiteSlots.create" />
        </Button>
      </div>
    </NewForm>
  );
}

function SlotTable() {
  const intl = useIntl();
  const data = usePageQuery(hotsiteSlotListPage);
  const scope = usePageScope(hotsiteSlotListPage);
  const set = useParamSetter();
  const { slots, records, page } = data.HotsiteSlots;
  const pages = Math.max(1, Math.ceil(records / SLOT_PAGE_SIZE));
  if (slots.length === 0) {
    return scope.search ? (
      <EmptyListCard title={<FormattedMessage id="hotsiteSlots.noMatchTitle" />} hint={<FormattedMessage id="hotsiteSlots.noMatchHint" />} />
    ) : (
      <EmptyListCard title={<FormattedMessage id="hotsiteSlots.emptyTitle" />} hint={<FormattedMessage id="hotsiteSlots.emptyHint" />} />
    );
  }
  const label = intl.formatMessage({ id: 'hotsiteSlots.tableLabel' });
  const header = (column: string) => intl.formatMessage({ id: `hotsiteSlots.col.${column}` as 'hotsiteSlots.col.name' });
  return (
    <Card>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <TipHeader
            columns={[
              { key: 'name', label: header('name') },
              { key: 'url', label: header('url') },
              { key: 'status', label: header('status') },
              { key: 'version', label: header('version') },
              { key: 'signups', label: header('signups'), tip: intl.formatMessage({ id: 'hotsiteSlots.signupsTooltip' }), numeric: true },
              { key: 'actions', label: header('actions') },
            ]}
          />
          <tbody>
            {slots.map((slot) => {
              const editPath = `/configuracoes/site-cadastramento/hotsite-slot/${slot.id}`;
              const preview = slot.preview_configuration;
              return (
                <tr key={slot.id} data-slot={slot.urls[0]}>
                  <td data-label={header('name')}>
                    <Link to={editPath}>{slot.name}</Link>
                  </td>
                  <td data-label={header('url')}>
                    <UrlCell href={slot.public_url} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'hotsiteSlots.open' }, { url: slot.public_url })}>
                      {slot.urls[0]}
                    </UrlCell>
                  </td>
                  <td data-label={header('status')}>
                    <Status>
                      {slot.production_configuration ? (
                        <Badge tone="success">{intl.formatMessage({ id: 'hotsiteSlots.published' }, { version: slot.production_configuration.version })}</Badge>
                      ) : (
                        <Badge tone="neutral">{intl.formatMessage({ id: 'hotsiteSlots.unpublished' })}</Badge>
                      )}
                      {slot.has_unpublished_changes && slot.production_configuration && <Badge tone="brand">{intl.formatMessage({ id: 'hotsiteSlots.pending' })}</Badge>}
                    </Status>
                  </td>
                  <td data-label={header('version')} style={{ whiteSpace: 'normal', minWidth: 180 }}>
                    {preview
                      ? intl.formatMessage({ id: 'hotsiteSlots.versionBy' }, { version: preview.version, who: preview.created_by.login, date: formatDateTime(String(preview.created_at)) ?? '' })
                      : `v${slot.latest_version}`}
                  </td>
                  <NumCell data-label={header('signups')} data-metric="hotsite.signups" data-value={slot.signups}>
                    {formatNumber(slot.signups, 0)}
                  </NumCell>
                  <td data-label={header('actions')}>
                    <Link to={editPath} aria-label={intl.formatMessage({ id: 'hotsiteSlots.editLabel' }, { name: slot.name })}>
                      <FormattedMessage id="hotsiteSlots.edit" />
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
      <TableFooter>
        <MutedLine>{intl.formatMessage({ id: 'hotsiteSlots.pageOf' }, { page, pages, records })}</MutedLine>
        {pages > 1 && (
          <div style={{ display: 'flex', gap: 8 }}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => set(SLOT_PAGE_PARAM, String(page - 1), '1')}>
              <FormattedMessage id="hotsiteSlots.previous" />
            </Button>
            <Button variant="secondary" disabled={page >= pages} onClick={() => set(SLOT_PAGE_PARAM, String(page + 1), '1')}>
              <FormattedMessage id="hotsiteSlots.next" />
            </Button>
          </div>
        )}
      </TableFooter>
    </Card>
  );
}

/** Configurações › Site de cadastramento: the account's slots, their state, a new slot, export. */
export function HotsiteSlotListPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const set = useParamSetter();
  const [adding, setAdding] = useState(false);
  const order = (params.get(SLOT_ORDER_PARAM) ?? 'criacao.asc') as SlotOrder;
  const exportQuery = new URLSearchParams();
  for (const param of [SLOT_SEARCH_PARAM, SLOT_ORDER_PARAM]) {
    const value = params.get(param);
    if (value) exportQuery.set(param, value);
  }
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="hotsiteSlots.title" />
        </h1>
        <p>
          <FormattedMessage id="hotsiteSlots.subtitle" />
        </p>
      </PageHeading>
      <Toolbar>
        <div>
          <AddressSearchField param={SLOT_SEARCH_PARAM} label={intl.formatMessage({ id: 'hotsiteSlots.search' })} placeholder={intl.formatMessage({ id: 'hotsiteSlots.searchPlaceholder' })} resets={[SLOT_PAGE_PARAM]} />
          <div>
            <SelectField label={intl.formatMessage({ id: 'hotsiteSlots.order' })} value={order in SLOT_ORDERS ? order : 'criacao.asc'} onChange={(event) => set(SLOT_ORDER_PARAM, event.target.value, 'criacao.asc')}>
            {(Object.keys(SLOT_ORDERS) as SlotOrder[]).map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage({ id: `hotsiteSlots.order.${option}` as 'hotsiteSlots.order.nome.asc' })}
              </option>
            ))}
            </SelectField>
          </div>
        </div>
        <div>
          <ExportLink href={`/api/configuracoes/site-cadastramento.csv${exportQuery.size ? `?${exportQuery}` : ''}`} download aria-label={intl.formatMessage({ id: 'hotsiteSlots.exportLabel' })}>
            {intl.formatMessage({ id: 'hotsiteSlots.export' })}
          </ExportLink>
          {!adding && (
            <Button onClick={() => setAdding(true)}>
              <FormattedMessage id="hotsiteSlots.new" />
            </Button>
          )}
        </div>
      </Toolbar>
      {adding && <NewSlotForm onClose={() => setAdding(false)} />}
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'hotsiteSlots.loading' })} />}>
        <SlotTable />
      </Suspense>
    </PageContainer>
  );
}

