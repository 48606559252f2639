import styled from '@emotion/styled';
import { Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InfoTip } from '@/entities/metric';
import { ModuleSwitches } from '@/features/switch-account-module';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { downloadCsv } from '@/shared/lib/csvDownload';
import { formatCurrency } from '@/shared/lib/number';
import { formatPhone } from '@/shared/lib/phone';
import { AddressSearchField, Badge, Button, Card, ListSkeleton, PageContainer, PageHeading, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { AddressSelectField } from '@/shared/ui/AddressSelectField';
import { ListToolbar } from '@/shared/ui/filterPanel';
import { adminTelesalesPage, TELESALES_PARAMS, type AdminTelesalesPageQueryType } from '../api/AdminTelesalesPageQuery';
import { TelesalesDialog, type TelesalesStore } from './TelesalesDialog';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const Padded = styled.div`
  padding: ${(p) => p.theme.space(4)};
`;

const Total = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Muted = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
`;

// the action right after the store, so it shows without scrolling sideways
const COLUMNS = ['store', 'actions', 'orders', 'modes', 'fee', 'minimum', 'contact', 'payments', 'updated'] as const;

function Content() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { telesalesSettings } = usePageQuery<AdminTelesalesPageQueryType>(adminTelesalesPage);
  const scope = usePageScope(adminTelesalesPage);
  const [editing, setEditing] = useState<TelesalesStore | null>(null);
  const stores = useMemo(() => {
    const term = scope.search.toLowerCase();
    return telesalesSettings.stores.filter(
      (store) =>
        (!term || store.unit.name.toLowerCase().includes(term) || store.unit.id_erp.toLowerCase().includes(term)) &&
        (scope.status === null || store.takes_orders === (scope.status === 'recebendo')),
    );
  }, [telesalesSettings.stores, scope]);
  const taking = stores.filter((store) => store.takes_orders).length;
  const header = (column: (typeof COLUMNS)[number]) => t(`telesales.col.${column}` as MessageId);
  const payments = (methods: readonly string[]) => methods.map((method) => t(`telesales.payment.${method}` as MessageId)).join(', ') || t('telesales.none');
  const modes = (store: TelesalesStore) => [store.delivery && t('telesales.delivery'), store.pickup && t('telesales.pickup')].filter(Boolean).join(' e ') || t('telesales.none');
  const exportCsv = () =>
    downloadCsv('televendas', [
      COLUMNS.filter((c) => c !== 'actions').map(header),
      ...stores.map((store) => [
        `${store.unit.id_erp} - ${store.unit.name}`,
        store.takes_orders ? t('telesales.taking') : t('telesales.notTaking'),
        modes(store),
        formatCurrency(store.delivery_fee_cents / 100),
        formatCurrency(store.minimum_order_cents / 100),
        [store.order_phone, store.order_whatsapp].filter(Boolean).join(' / '),
        payments(store.payment_methods),
        store.audit ? formatDisplayDateTime(String(store.audit.updatedAt), DATE_TIME_MINUTES_FORMAT) ?? '' : '',
      ]),
    ]);

  return (
    <>
      <Section aria-labelledby="telesales-module">
        <h2 id="telesales-module">{t('telesales.module')}</h2>
        <Card>
          <Padded>
            <ModuleSwitches modules={[telesalesSettings.module]} />
            {!telesalesSettings.module.on && <Muted style={{ marginTop: 8 }}>{t('telesales.moduleOffNote')}</Muted>}
          </Padded>
        </Card>
      </Section>
      <Section aria-labelledby="telesales-stores">
        <HeadingRow>
          <h2 id="telesales-stores">{t('telesales.stores')}</h2>
          <Button variant="secondary" onClick={exportCsv} disabled={stores.length === 0}>
            {t('telesales.export')}
          </Button>
        </HeadingRow>
        <ListToolbar>
          <AddressSearchField param={TELESALES_PARAMS.search} label={t('telesales.search')} placeholder={t('telesales.searchPlaceholder')} />
          <AddressSelectField
            param={TELESALES_PARAMS.status}
            label={t('telesales.status')}
            options={[
              ['', t('telesales.status.all')],
              ['recebendo', t('telesales.status.taking')],
              ['sem-pedidos', t('telesales.status.notTaking')],
            ]}
          />
        </ListToolbar>
        <Card>
          {stores.length === 0 ? (
            <TableEmptyState>
              <p>{t(telesalesSettings.stores.length === 0 ? 'telesales.empty' : 'telesales.noMatch')}</p>
            </TableEmptyState>
          ) : (
            <>
              <Total data-metric="TELEVENDAS_LOJAS_PEDIDOS" data-value={taking}>
                {t('telesales.total', { taking, total: stores.length })}
                <InfoTip label={t('telesales.totalLabel')} text={t('telesales.totalTip')} />
              </Total>
              <TableScroll tabIndex={0} role="region" aria-label={t('telesales.tableLabel')}>
                <Table aria-label={t('telesales.tableLabel')} stacked>
                  <thead>
                    <tr>
                      {COLUMNS.map((column) => (
                        <th key={column} scope="col">
                          {header(column)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {stores.map((store) => (
                      <tr key={store.id} data-unit={store.unit.id_erp}>
                        <td data-label={header('store')}>
                          <strong>{store.unit.name}</strong>
                          <Muted>
                            {store.unit.id_erp}
                            {!store.unit.active && ` · ${t('telesales.inactiveStore')}`}
                          </Muted>
                        </td>
                        <td data-label={header('actions')}>
                          <Button variant="secondary" aria-label={t('telesales.editNamed', { name: store.unit.name })} onClick={() => setEditing(store)}>
                            {t('telesales.edit')}
                          </Button>
                        </td>
                        <td data-label={header('orders')}>
                          <Badge tone={store.takes_orders ? 'success' : 'neutral'}>{t(store.takes_orders ? 'telesales.taking' : 'telesales.notTaking')}</Badge>
                        </td>
                        <td data-label={header('modes')}>{modes(store)}</td>
                        <td data-label={header('fee')} data-value={store.delivery_fee_cents}>
                          {formatCurrency(store.delivery_fee_cents / 100)}
                        </td>
                        <td data-label={header('minimum')} data-value={store.minimum_order_cents}>
                          {formatCurrency(store.minimum_order_cents / 100)}
                        </td>
                        <td data-label={header('contact')}>
                          {store.order_phone && <span>{formatPhone(store.order_phone)}</span>}
                          {store.order_whatsapp && <Muted>WhatsApp {formatPhone(store.order_whatsapp)}</Muted>}
                          {!store.order_phone && !store.order_whatsapp && t('telesales.none')}
                        </td>
                        <td data-label={header('payments')}>{payments(store.payment_methods)}</td>
                        <td data-label={header('updated')}>
                          {store.audit
                            ? t('telesales.updatedBy', {
                                date: formatDisplayDateTime(String(store.audit.updatedAt), DATE_TIME_MINUTES_FORMAT) ?? '',
                                name: store.audit.updatedBy ?? '—',
                              })
                            : t('telesales.never')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            </>
          )}
        </Card>
      </Section>
      {editing && <TelesalesDialog store={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** /configuracoes-admin/televendas: the telesales module and each store's orders by phone and WhatsApp. */
export function AdminTelesalesPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="telesales.title" />
        </h1>
        <p>
          <FormattedMessage id="telesales.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'telesales.loading' })} />}>
        <Content />
      </Suspense>
    </PageContainer>
  );
}
