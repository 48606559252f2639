import styled from '@emotion/styled';
import { Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router-dom';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_STATUS_COLOURS,
  CampaignStatusChip,
  campaignEditorPath,
  campaignResultsPath,
  formatCents,
  type CampaignPageChannel,
  type CampaignStatus,
} from '@/entities/campaign';
import { InfoTip, TipHeader } from '@/entities/metric';
import { CampaignActions } from '@/features/campaign-actions';
import { WhatsappTemplatesPanel } from '@/features/whatsapp-templates';
import { ROUTES } from '@/shared/config/routes';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/number';
import { AddressSearchField, Button, buttonCss, Card, EmptyListCard, ListSkeleton, MutedLine, NameCell, NumCell, PageContainer, PageHeading, SelectField, Table, TableScroll, TextField, useSnackbar } from '@/shared/ui';
import { ListFilterSlot, ListToolbar } from '@/shared/ui/filterPanel';
import { campaignListPage, CampaignListPageQuery, type CampaignListPageQueryType } from '../api/CampaignListPageQuery';
import { CAMPAIGNS_PAGE_SIZE, DEFAULT_ORDER, LIST_PARAMS, campaignsCsv, listVariables, toggleStatus, type CampaignListScope } from '../model/listScope';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(4)};
`;

const Balance = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  min-width: 220px;
  > span:first-of-type {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
  > strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

const StatusToggle = styled.button<{ fg: string; bg: string; on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 12px;
  border-radius: ${(p) => p.theme.radii.pill};
  border: 2px solid ${(p) => (p.on ? p.fg : p.theme.colors.border)};
  background: ${(p) => (p.on ? p.bg : p.theme.colors.surface)};
  color: ${(p) => p.fg};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
  cursor: pointer;
  span {
    font-variant-numeric: tabular-nums;
    color: ${(p) => p.theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-end;
`;

const NewLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'primary')}
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** The row's actions wrap two or three to a line, so the table fits 1440 px beside the menu. */
const RowActions = styled.div`
  ${(p) => p.theme.mq.md} {
    min-width: 200px;
    max-width: 290px;
  }
`;

const Excerpt = styled.p`
  max-width: 34ch;
`;

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  a {
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    font-weight: 600;
    text-decoration: none;
    color: ${(p) => p.theme.colors.textMuted};
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.colors.text};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
`;

const HeaderLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)};
  a {
    font-weight: 600;
  }
`;

/** Pages of the WhatsApp area another part of the product adds (conversation flows, the inbox): linked once the catalogue has them. */
const WHATSAPP_AREA_LINKS: readonly [path: string, label: MessageId][] = [
  ['/campanhas/whatsapp/fluxos', 'campaignList.whatsapp.flows'],
  ['/campanhas/whatsapp/atendimento', 'campaignList.whatsapp.inbox'],
];

const ResultsLink = styled(Link)`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

/** The list's scope as the route loaded it (the channel from the path). */
const useListScope = (): CampaignListScope => usePageScope(campaignListPage);

/** Writes one address parameter (empty removes it) and goes back to the first page. */
function useParamSetter() {
  const [, setSearchParams] = useSearchParams();
  return (param: string, value: string, defaultValue = '') =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (!value || value === defaultValue) next.delete(param);
        else next.set(param, value);
        if (param !== LIST_PARAMS.page) next.delete(LIST_PARAMS.page);
        return next;
      },
      { replace: param !== LIST_PARAMS.page },
    );
}

const COUNT_KEYS: Record<CampaignStatus, 'drafts' | 'scheduled' | 'active' | 'finished' | 'inactive'> = {
  DRAFT: 'drafts',
  SCHEDULED: 'scheduled',
  ACTIVE: 'active',
  FINISHED: 'finished',
  INACTIVE: 'inactive',
};

const ORDER_OPTIONS: [string, MessageId][] = [
  ['criacao.desc', 'campaignList.order.created'],
  ['atualizacao.desc', 'campaignList.order.updated'],
  ['titulo.asc', 'campaignList.order.title'],
  ['inicio.desc', 'campaignList.order.start'],
  ['situacao.asc', 'campaignList.order.status'],
];

/** dd/MM/yyyy of a yyyy-MM-dd date. */
const brDate = (value: string | null | undefined) => (value ? value.split('-').reverse().join('/') : '—');

function StatusFilter({ data, scope }: { data: CampaignListPageQueryType['response']; scope: CampaignListScope }) {
  const intl = useIntl();
  const [search, setSearchParams] = useSearchParams();
  return (
    <Chips role="group" aria-label={intl.formatMessage({ id: 'campaignList.statusFilter' })}>
      {CAMPAIGN_STATUSES.map((status) => {
        const on = scope.statuses.includes(status);
        const [fg, bg] = CAMPAIGN_STATUS_COLOURS[status];
        const count = data[COUNT_KEYS[status]].records;
        return (
          <StatusToggle
            key={status}
            type="button"
            fg={fg}
            bg={bg}
            on={on}
            aria-pressed={on}
            data-status={status}
            data-metric="CAMPANHAS_POR_SITUACAO"
            data-value={count}
            title={intl.formatMessage({ id: 'campaignList.statusCountTip' })}
            onClick={() => setSearchParams(toggleStatus(search, status), { replace: true })}
          >
            {intl.formatMessage({ id: `campaign.status.${status}` })} <span>{formatNumber(count, 0)}</span>
          </StatusToggle>
        );
      })}
    </Chips>
  );
}

function ChannelBalance({ data, channel }: { data: CampaignListPageQueryType['response']; channel: CampaignPageChannel }) {
  const intl = useIntl();
  const balance = data.dispatchesBalanceByChannel[channel];
  const label = intl.formatMessage({ id: 'campaignList.balance' });
  return (
    <Balance>
      <span>
        {label}
        <InfoTip label={label} text={intl.formatMessage({ id: 'campaignList.balanceTip' }, { purchased: formatNumber(balance.purchased, 0), reserved: formatNumber(balance.reserved, 0), spent: formatNumber(balance.spent, 0) })} />
      </span>
      <strong data-metric="SALDO_CREDITOS_CANAL" data-value={balance.available}>
        {intl.formatMessage({ id: 'campaignList.credits' }, { credits: balance.available })}
      </strong>
      <MutedLine data-metric="SALDO_VALOR_CANAL" data-value={balance.available_cents}>
        {balance.price_cents > 0 ? intl.formatMessage({ id: 'campaignList.balanceValue' }, { value: formatCents(balance.available_cents), price: formatCents(balance.price_cents) }) : intl.formatMessage({ id: 'campaignList.free' })}
      </MutedLine>
    </Balance>
  );
}

/** The CSV of every campaign the filters match (all pages), built from the same query. */
function ExportButton({ scope }: { scope: CampaignListScope }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows: CampaignListPageQueryType['response']['omniCampaigns']['omni_campaigns'][number][] = [];
      for (let page = 1; page <= 50; page += 1) {
        const answer = await fetchQuery<CampaignListPageQueryType>(environment, CampaignListPageQuery, { ...listVariables(scope), page, pageSize: 200 }).toPromise();
        if (!answer) break;
        rows.push(...answer.omniCampaigns.omni_campaigns);
        if (rows.length >= answer.omniCampaigns.records || answer.omniCampaigns.omni_campaigns.length === 0) break;
      }
      const header = ['id', 'titulo', 'situacao', 'inicio', 'fim', 'segmentos', 'mensagens_enviadas'];
      const blob = new Blob([`\ufeff${campaignsCsv(rows, header)}`], { type: 'text/csv;charset=utf-8' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `campanhas-${scope.channel}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      snackbar.show(intl.formatMessage({ id: 'campaignList.exportFailed' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void run()} aria-label={intl.formatMessage({ id: 'campaignList.exportLabel' })}>
      {intl.formatMessage({ id: 'campaignList.export' })}
    </Button>
  );
}

const COLUMNS = ['title', 'status', 'period', 'sent', 'actions'] as const;

function Results() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const data = usePageQuery(campaignListPage);
  const scope = useListScope();
  const set = useParamSetter();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { omni_campaigns: rows, records } = data.omniCampaigns;
  const pages = Math.max(1, Math.ceil(records / CAMPAIGNS_PAGE_SIZE));
  const filtered = scope.statuses.length > 0 || scope.unit !== null || scope.search !== null || scope.from !== null || scope.to !== null;
  const header = (column: (typeof COLUMNS)[number]) => t(`campaignList.col.${column}` as MessageId);
  const label = t('campaignList.tableLabel');
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);

  if (scope.tab === 'modelos') return <WhatsappTemplatesPanel templates={data.whatsappTemplates ?? []} onChanged={reload} />;

  return (
    <>
      <Head>
        <StatusFilter data={data} scope={scope} />
        <ChannelBalance data={data} channel={scope.channel} />
      </Head>
      <ListToolbar>
        <AddressSearchField param={LIST_PARAMS.search} label={t('campaignList.search')} placeholder={t('campaignList.searchPlaceholder')} resets={[LIST_PARAMS.page]} />
        <ListFilterSlot>
          <SelectField label={t('campaignList.unit')} value={scope.unit ?? ''} onChange={(event) => set(LIST_PARAMS.unit, event.target.value)}>
            <option value="">{t('campaignList.unitAll')}</option>
            {data.units.edges.map(({ node }) => (
              <option key={node.id} value={node.id_erp}>
                {node.name}
              </option>
            ))}
          </SelectField>
        </ListFilterSlot>
        <ListFilterSlot>
          <TextField type="date" label={t('campaignList.from')} value={scope.from ?? ''} max={scope.to ?? undefined} onChange={(event) => set(LIST_PARAMS.from, event.target.value)} />
        </ListFilterSlot>
        <ListFilterSlot>
          <TextField type="date" label={t('campaignList.to')} value={scope.to ?? ''} min={scope.from ?? undefined} onChange={(event) => set(LIST_PARAMS.to, event.target.value)} />
        </ListFilterSlot>
        <ListFilterSlot>
          <SelectField label={t('campaignList.order')} value={`${scope.order}.${scope.direction}`} onChange={(event) => set(LIST_PARAMS.order, event.target.value, DEFAULT_ORDER)}>
            {ORDER_OPTIONS.map(([value, id]) => (
              <option key={value} value={value}>
                {t(id)}
              </option>
            ))}
          </SelectField>
        </ListFilterSlot>
        <Buttons>
          <ExportButton scope={scope} />
          <NewLink to={campaignEditorPath(scope.channel)}>{t('campaignList.new')}</NewLink>
        </Buttons>
      </ListToolbar>
      {rows.length === 0 ? (
        <EmptyListCard title={<FormattedMessage id={filtered ? 'campaignList.noMatch' : 'campaignList.empty'} />} hint={<FormattedMessage id={filtered ? 'campaignList.noMatchHint' : 'campaignList.emptyHint'} />} />
      ) : (
        <Card>
          <TableScroll tabIndex={0} role="region" aria-label={label}>
            <Table aria-label={label} stacked>
              <TipHeader
                columns={COLUMNS.map((column) => ({
                  key: column,
                  label: header(column),
                  numeric: column === 'sent',
                  tip: column === 'sent' ? t('campaignList.tip.sent') : undefined,
                }))}
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-campaign={row._id}>
                    <td data-label={header('title')}>
                      <NameCell>
                        <Link to={campaignEditorPath(scope.channel, row._id)}>{row.title}</Link>
                        {row.description && <Excerpt>{row.description}</Excerpt>}
                        <MutedLine data-metric="CLIENTES_SEGMENTOS" data-value={row.segments.reduce((sum, s) => sum + (s.clients_qty ?? 0), 0)} title={t('campaignList.tip.segments')}>
                          {t('campaignList.segmentLine', {
                            names: row.segments.map((segment) => segment.name ?? segment._id).join(', ') || '—',
                            count: row.segments.reduce((sum, s) => sum + (s.clients_qty ?? 0), 0),
                          })}
                        </MutedLine>
                        {row.status !== 'DRAFT' && <ResultsLink to={campaignResultsPath(scope.channel, row._id)}>{t('campaignList.results')}</ResultsLink>}
                      </NameCell>
                    </td>
                    <td data-label={header('status')}>
                      <CampaignStatusChip status={row.status} />
                    </td>
                    <td data-label={header('period')}>
                      <span style={{ whiteSpace: 'nowrap' }}>{brDate(row.initial_date)}</span>
                      <MutedLine>{t('campaignList.until', { date: brDate(row.final_date) })}</MutedLine>
                      {row.units.length > 0 && <MutedLine>{t('campaignList.units', { count: row.units.length })}</MutedLine>}
                    </td>
                    <NumCell data-label={header('sent')} data-metric="MENSAGENS_ENVIADAS" data-value={row.messages_dispatches_quantity}>
                      {formatNumber(row.messages_dispatches_quantity, 0)}
                      {row.pending_dispatches > 0 && <MutedLine>{t('campaignList.pending', { count: row.pending_dispatches })}</MutedLine>}
                    </NumCell>
                    <td data-label={header('actions')}>
                      <RowActions>
                        <CampaignActions
                          campaign={row}
                          onDone={(action, result) => {
                            if (action === 'duplicate') navigate(campaignEditorPath(scope.channel, result._id));
                            else revalidator.revalidate();
                          }}
                        />
                      </RowActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <Pager aria-label={t('campaignList.paging')}>
            <span data-metric="CAMPANHAS_ENCONTRADAS" data-value={records}>
              {t('campaignList.shown', { page: scope.page, pages, records })}
            </span>
            <Buttons>
              <Button variant="secondary" disabled={scope.page <= 1} onClick={() => set(LIST_PARAMS.page, String(scope.page - 1), '1')}>
                {t('campaignList.previous')}
              </Button>
              <Button variant="secondary" disabled={scope.page >= pages} onClick={() => set(LIST_PARAMS.page, String(scope.page + 1), '1')}>
                {t('campaignList.next')}
              </Button>
            </Buttons>
          </Pager>
        </Card>
      )}
    </>
  );
}

/** The WhatsApp page's tabs (campaigns, templates) in the address, and the links to the area's other pages. */
function WhatsappHeader({ tab }: { tab: 'campanhas' | 'modelos' }) {
  const intl = useIntl();
  const links = WHATSAPP_AREA_LINKS.filter(([path]) => ROUTES.some((route) => route.path === path));
  return (
    <>
      {links.length > 0 && (
        <HeaderLinks>
          {links.map(([path, label]) => (
            <Link key={path} to={path}>
              {intl.formatMessage({ id: label })}
            </Link>
          ))}
        </HeaderLinks>
      )}
      <Tabs aria-label={intl.formatMessage({ id: 'campaignList.whatsapp.tabs' })}>
        <Link to="/campanhas/whatsapp" aria-current={tab === 'campanhas' ? 'page' : undefined}>
          {intl.formatMessage({ id: 'campaignList.whatsapp.campaigns' })}
        </Link>
        <Link to="/campanhas/whatsapp?aba=modelos" aria-current={tab === 'modelos' ? 'page' : undefined}>
          {intl.formatMessage({ id: 'campaignList.whatsapp.templates' })}
        </Link>
      </Tabs>
    </>
  );
}

/** Campanhas de SMS / E-mail / Aplicativo / WhatsApp: one list per channel (from the path) — statuses with counts, store, search, order, paging, actions, CSV; WhatsApp adds its Modelos tab. */
export function CampaignListPage() {
  const intl = useIntl();
  const { channel, tab } = useListScope();
  return (
    <PageContainer>
      <PageHeading>
        <h1>{intl.formatMessage({ id: `campaignList.title.${channel}` as MessageId })}</h1>
        <p>
          <FormattedMessage id="campaignList.description" />
        </p>
      </PageHeading>
      {channel === 'whatsapp' && <WhatsappHeader tab={tab} />}
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'campaignList.loading' })} />}>
        <Results />
      </Suspense>
    </PageContainer>
  );
}
