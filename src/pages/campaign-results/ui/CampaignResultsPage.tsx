import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { usePageQuery, usePageScope } from '@/shared/api';
import { formatCurrency, formatDateTime, formatNumber, formatPercent } from '@/shared/lib';
import { Button, Card, SelectField } from '@/shared/ui';
import { AnalyticsPage, ChartCard, EmptyState, KpiCard, KpiGrid, Section, SectionTitle } from '@/shared/ui/analytics-page';
import type { RowData } from '@tanstack/react-table';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { campaignResultsPage, HISTORY_PAGE_SIZE, type CampaignResultsPageQueryType } from '../api/CampaignResultsPageQuery';

type Answer = CampaignResultsPageQueryType['response'];
type Metrics = NonNullable<Answer['omniCampaignMetrics']>;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: end;
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1)};
    min-width: 12rem;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  justify-content: flex-end;
`;

const t = (intl: IntlShape, id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id: `campaignResults.${id}` as never }, values as never) as string;

/** One figure with its formula in the tooltip and its full-precision value for tests. */
function Figure({ metric, label, tip, value, text, footer }: { metric: string; label: string; tip: string; value: number | null; text: string; footer?: ReactNode }) {
  return (
    <KpiCard aria-label={label}>
      <header>
        <h3>{label}</h3>
        <InfoTip label={label} text={tip} />
      </header>
      <p data-metric={metric} data-value={value === null ? '' : String(value)} title={text}>
        {text}
      </p>
      {footer ? <small>{footer}</small> : null}
    </KpiCard>
  );
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** "Exportar CSV" of a table as it is shown (the columns' raw values, `;` separated, UTF-8 with BOM for Excel). */
function ExportCsv<T>({ name, columns, rows }: { name: string; columns: DataTableColumn<T>[]; rows: readonly T[] }) {
  const intl = useIntl();
  const download = () => {
    const lines = [columns.map((c) => csvCell(c.header)).join(';'), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(';'))];
    const url = URL.createObjectURL(new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${name}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="secondary" onClick={download} disabled={rows.length === 0}>
      {t(intl, 'export')}
    </Button>
  );
}

function ResultsTable<T extends RowData>({ name, title, columns, rows, rowKey, address }: { name: string; title: string; columns: DataTableColumn<T>[]; rows: readonly T[]; rowKey: (row: T) => string; address?: string }) {
  const intl = useIntl();
  return (
    <DataTable
      caption={title}
      title={<SectionTitle>{title}</SectionTitle>}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rawValues
      address={address}
      pageSize={address ? 25 : undefined}
      empty={{ title: t(intl, 'empty'), hint: t(intl, 'emptyHint') }}
      actions={<ExportCsv name={name} columns={columns} rows={rows} />}
    />
  );
}

const money = (header: string, id: string, pick: (row: never) => number | null): DataTableColumn<never> => ({ id, header, value: pick, cell: (row) => formatCurrency(pick(row)), numeric: true });
const count = (header: string, id: string, pick: (row: never) => number | null): DataTableColumn<never> => ({ id, header, value: pick, cell: (row) => formatNumber(pick(row)), numeric: true });
const day = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

function Kpis({ metrics }: { metrics: Metrics }) {
  const intl = useIntl();
  const holdout = metrics.holdout;
  const figure = (key: string, value: number, text: string) => <Figure key={key} metric={key} label={t(intl, `kpi.${key}`)} tip={t(intl, `kpi.${key}.tip`)} value={value} text={text} />;
  return (
    <KpiGrid>
      {figure('revenue', metrics.revenue, formatCurrency(metrics.revenue))}
      {figure('tickets', metrics.tickets, formatNumber(metrics.tickets))}
      {figure('clients', metrics.clients, formatNumber(metrics.clients))}
      {figure('averageTicket', metrics.average_ticket, formatCurrency(metrics.average_ticket))}
      {figure('recipients', metrics.recipients, formatNumber(metrics.recipients))}
      {figure('quantity', metrics.quantity, formatNumber(metrics.quantity))}
      {figure('count', metrics.count, formatNumber(metrics.count))}
      {holdout ? (
        <Figure
          metric="incremental"
          label={t(intl, 'kpi.incremental')}
          tip={t(intl, 'kpi.incremental.tip')}
          value={holdout.incremental_revenue}
          text={formatCurrency(holdout.incremental_revenue)}
          footer={t(intl, 'holdout.interval', { low: formatCurrency(holdout.incremental_revenue_low), high: formatCurrency(holdout.incremental_revenue_high) })}
        />
      ) : null}
    </KpiGrid>
  );
}

function Holdout({ metrics }: { metrics: Metrics }) {
  const intl = useIntl();
  const holdout = metrics.holdout;
  if (!holdout) return <Note>{t(intl, 'holdout.none')}</Note>;
  const tip = t(intl, 'kpi.incremental.tip');
  const item = (key: string, metric: string, value: number, text: string) => <Figure key={key} metric={metric} label={t(intl, `holdout.${key}`)} tip={tip} value={value} text={text} />;
  return (
    <Section aria-label={t(intl, 'holdout.title')}>
      <SectionTitle>{t(intl, 'holdout.title')}</SectionTitle>
      <KpiGrid>
        {item('perRecipient', 'revenue_per_recipient', holdout.revenue_per_recipient, formatCurrency(holdout.revenue_per_recipient))}
        {item('perControl', 'revenue_per_control', holdout.revenue_per_control, formatCurrency(holdout.revenue_per_control))}
        {item('control', 'control', holdout.control, formatNumber(holdout.control))}
        {item('controlClients', 'control_clients', holdout.control_clients, formatNumber(holdout.control_clients))}
        {item('controlRevenue', 'control_revenue', holdout.control_revenue, formatCurrency(holdout.control_revenue))}
      </KpiGrid>
      <Note>{t(intl, holdout.significant ? 'holdout.significant' : 'holdout.notSignificant')}</Note>
    </Section>
  );
}

function FilterBar({ units, scope }: { units: { id_erp: string; name: string }[]; scope: ReturnType<typeof campaignResultsPage.scope> }) {
  const intl = useIntl();
  const [, setSearch] = useSearchParams();
  const set = (key: string, value: string) =>
    setSearch((old) => {
      const next = new URLSearchParams(old);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('historico_pagina');
      return next;
    });
  return (
    <Filters aria-label={t(intl, 'filters')} onSubmit={(event) => event.preventDefault()}>
      <div>
        <SelectField label={t(intl, 'filter.units')} value={scope.units[0] ?? ''} onChange={(event) => set('lojas', event.target.value)}>
          <option value="">{t(intl, 'filter.allUnits')}</option>
          {units.map((unit) => (
            <option key={unit.id_erp} value={unit.id_erp}>
              {unit.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div>
        <SelectField label={t(intl, 'filter.ecommerce')} value={scope.ecommerce} onChange={(event) => set('ecommerce', event.target.value === 'com' ? '' : event.target.value)}>
          {(['com', 'sem', 'so'] as const).map((value) => (
            <option key={value} value={value}>
              {t(intl, `filter.ecommerce.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </Filters>
  );
}

function History({ answer, scope }: { answer: Answer; scope: ReturnType<typeof campaignResultsPage.scope> }) {
  const intl = useIntl();
  const [, setSearch] = useSearchParams();
  const history = answer.messagesHistory;
  if (!history) return null;
  const set = (entries: Record<string, string | null>) =>
    setSearch((old) => {
      const next = new URLSearchParams(old);
      for (const [key, value] of Object.entries(entries)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  type Row = (typeof history.messages)[number];
  const columns: DataTableColumn<Row>[] = [
    { id: 'client', header: t(intl, 'history.client'), value: (row) => row.client_id, cell: (row) => row.client_id },
    { id: 'channel', header: t(intl, 'history.channel'), value: (row) => row.channel, cell: (row) => t(intl, `channel.${row.channel}`) },
    { id: 'contact', header: t(intl, 'history.contact'), value: (row) => row.contact ?? '', cell: (row) => row.contact ?? '—' },
    { id: 'status', header: t(intl, 'history.status'), value: (row) => row.status, cell: (row) => t(intl, `status.${row.status}`) },
    { id: 'date', header: t(intl, 'history.date'), value: (row) => String(row.date), cell: (row) => formatDateTime(String(row.date)) ?? '' },
    { id: 'price', header: t(intl, 'history.price'), value: (row) => row.price, cell: (row) => formatCurrency(row.price), numeric: true },
    { id: 'reason', header: t(intl, 'history.reason'), value: (row) => row.reason ?? '', cell: (row) => row.reason ?? '' },
  ];
  const pages = Math.max(1, Math.ceil(history.records / HISTORY_PAGE_SIZE));
  const statuses = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'SUPPRESSED', 'CAPPED', 'NO_CONTACT', 'NO_OPTIN', 'HOLDOUT', 'CANCELLED', 'OPENED', 'CLICKED', 'BOUNCED', 'COMPLAINED'];
  return (
    <Section aria-label={t(intl, 'history.title')}>
      <Filters aria-label={t(intl, 'history.title')} onSubmit={(event) => event.preventDefault()}>
        <div>
          <SelectField label={t(intl, 'history.channel')} value={scope.historyChannel ?? ''} onChange={(event) => set({ historico_canal: event.target.value, historico_pagina: null })}>
            <option value="">{t(intl, 'history.allChannels')}</option>
            {['sms', 'email', 'push', 'whatsapp'].map((channel) => (
              <option key={channel} value={channel}>
                {t(intl, `channel.${channel}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div>
          <SelectField label={t(intl, 'history.status')} value={scope.historyStatus ?? ''} onChange={(event) => set({ historico_status: event.target.value, historico_pagina: null })}>
            <option value="">{t(intl, 'history.allStatuses')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(intl, `status.${status}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Filters>
      <ResultsTable name="historico-mensagens" title={t(intl, 'history.title')} columns={columns} rows={history.messages} rowKey={(row) => `${row.client_id}-${row.channel}-${String(row.date)}-${row.status}`} />
      <Pager>
        <span role="status">{t(intl, 'history.records', { records: history.records, page: history.page, pages })}</span>
        <Button variant="secondary" disabled={history.page <= 1} onClick={() => set({ historico_pagina: String(history.page - 1) })}>
          {t(intl, 'history.previous')}
        </Button>
        <Button variant="secondary" disabled={history.page >= pages} onClick={() => set({ historico_pagina: String(history.page + 1) })}>
          {t(intl, 'history.next')}
        </Button>
      </Pager>
    </Section>
  );
}

function Results() {
  const intl = useIntl();
  const answer = usePageQuery(campaignResultsPage);
  const scope = usePageScope(campaignResultsPage);
  const campaign = answer.omniCampaign;
  const metrics = answer.omniCampaignMetrics;
  if (!campaign || !metrics) return <EmptyState title={t(intl, 'notFound')} hint={t(intl, 'notFoundHint')} />;
  const units = (answer.viewer?.account.units.edges ?? []).map((edge) => edge.node);
  const channelName = (channel: string) => t(intl, `channel.${channel}`);
  type Channel = Metrics['channels'][number];
  type Unit = Metrics['units'][number];
  type DayRow = Metrics['days'][number];
  type GenderAge = NonNullable<Answer['omniCampaignAverageTicketByGenderAndAge']>[number];
  type Step = Metrics['funnel'][number];
  const roi = (value: number | null) => (value === null ? '—' : formatNumber(value));
  const channelColumns: DataTableColumn<Channel>[] = [
    { id: 'channel', header: t(intl, 'channels.channel'), value: (row) => row.channel, cell: (row) => channelName(row.channel) },
    count(t(intl, 'channels.recipients'), 'recipients', (row: Channel) => row.recipients),
    count(t(intl, 'channels.count'), 'count', (row: Channel) => row.count),
    count(t(intl, 'channels.credits'), 'credits', (row: Channel) => row.credits),
    money(t(intl, 'channels.price'), 'price', (row: Channel) => row.price),
    money(t(intl, 'channels.revenue'), 'revenue', (row: Channel) => row.revenue),
    { id: 'received_roi', header: t(intl, 'channels.receivedRoi'), value: (row) => row.received_roi ?? null, cell: (row) => roi(row.received_roi ?? null), numeric: true },
    { id: 'opened_roi', header: t(intl, 'channels.openedRoi'), value: (row) => row.opened_roi ?? null, cell: (row) => roi(row.opened_roi ?? null), numeric: true },
    {
      id: 'average_ticket_variation',
      header: t(intl, 'channels.averageTicketVariation'),
      value: (row) => row.average_ticket_variation ?? null,
      cell: (row) => (row.average_ticket_variation == null ? '—' : formatPercent(row.average_ticket_variation)),
      numeric: true,
    },
  ] as DataTableColumn<Channel>[];
  const unitColumns = [
    { id: 'unit', header: t(intl, 'units.unit'), value: (row: Unit) => row.name, cell: (row: Unit) => row.name },
    money(t(intl, 'channels.revenue'), 'revenue', (row: Unit) => row.revenue),
    count(t(intl, 'days.tickets'), 'tickets', (row: Unit) => row.tickets),
    count(t(intl, 'days.clients'), 'clients', (row: Unit) => row.clients),
    money(t(intl, 'units.averageTicket'), 'average_ticket', (row: Unit) => row.average_ticket),
  ] as DataTableColumn<Unit>[];
  const dayColumns = [
    { id: 'date', header: t(intl, 'days.date'), value: (row: DayRow) => row.date, cell: (row: DayRow) => day(row.date) },
    money(t(intl, 'days.revenue'), 'revenue', (row: DayRow) => row.revenue),
    count(t(intl, 'days.tickets'), 'tickets', (row: DayRow) => row.tickets),
    count(t(intl, 'days.clients'), 'clients', (row: DayRow) => row.clients),
  ] as DataTableColumn<DayRow>[];
  const genderAgeColumns = [
    { id: 'gender', header: t(intl, 'genderAge.gender'), value: (row: GenderAge) => row.gender, cell: (row: GenderAge) => t(intl, `gender.${row.gender}`) },
    { id: 'age', header: t(intl, 'genderAge.age'), value: (row: GenderAge) => row.age_range, cell: (row: GenderAge) => (row.age_range === 'ND' ? t(intl, 'age.ND') : row.age_range) },
    count(t(intl, 'days.clients'), 'clients', (row: GenderAge) => row.clients),
    count(t(intl, 'days.tickets'), 'tickets', (row: GenderAge) => row.tickets),
    money(t(intl, 'days.revenue'), 'revenue', (row: GenderAge) => row.revenue),
    money(t(intl, 'units.averageTicket'), 'average_ticket', (row: GenderAge) => row.average_ticket),
  ] as DataTableColumn<GenderAge>[];
  const funnelColumns = [
    { id: 'channel', header: t(intl, 'channels.channel'), value: (row: Step) => row.channel, cell: (row: Step) => channelName(row.channel) },
    { id: 'status', header: t(intl, 'funnel.status'), value: (row: Step) => row.status, cell: (row: Step) => t(intl, `status.${row.status}`) },
    count(t(intl, 'funnel.count'), 'count', (row: Step) => row.count),
  ] as DataTableColumn<Step>[];
  const items = answer.omniCampaignAverageItemsByClientMessageReceiving;
  type ItemsRow = { group: string } & NonNullable<typeof items>['received'];
  const itemRows: ItemsRow[] = items
    ? [
        { group: t(intl, 'items.received'), ...items.received },
        { group: t(intl, 'items.notReceived'), ...items.not_received },
      ]
    : [];
  const itemColumns = [
    { id: 'group', header: t(intl, 'items.group'), value: (row: ItemsRow) => row.group, cell: (row: ItemsRow) => row.group },
    count(t(intl, 'items.consumers'), 'consumers', (row: ItemsRow) => row.consumers),
    count(t(intl, 'days.clients'), 'clients', (row: ItemsRow) => row.clients),
    count(t(intl, 'days.tickets'), 'tickets', (row: ItemsRow) => row.tickets),
    count(t(intl, 'kpi.quantity'), 'items', (row: ItemsRow) => row.items),
    count(t(intl, 'items.averageItems'), 'average_items', (row: ItemsRow) => row.average_items),
  ] as DataTableColumn<ItemsRow>[];
  const hours = answer.omniCampaignTicketsByHour ?? [];
  const sent = metrics.window.start !== null;
  return (
    <>
      <Note>
        {campaign.title} ·{' '}
        {sent
          ? t(intl, 'window', { start: formatDateTime(String(metrics.window.start)) ?? '', end: day(metrics.window.end ?? ''), days: metrics.window.days, status: campaign.status_label })
          : campaign.status_label}
      </Note>
      <FilterBar units={units} scope={scope} />
      {!sent ? <EmptyState title={t(intl, 'notSent')} hint={t(intl, 'notSentHint')} /> : null}
      <Kpis metrics={metrics} />
      <Holdout metrics={metrics} />
      <ChartCard
        heading={t(intl, 'days.title')}
        note={t(intl, 'days.note')}
        kind="mixed"
        categories={metrics.days.map((row) => day(row.date))}
        series={[
          { name: t(intl, 'days.revenue'), type: 'column', data: metrics.days.map((row) => row.revenue) },
          { name: t(intl, 'days.tickets'), type: 'line', data: metrics.days.map((row) => row.tickets) },
        ]}
        formats={['currency', 'number']}
        empty={metrics.days.length === 0 ? t(intl, 'emptyHint') : undefined}
      />
      <ResultsTable name="resultados-por-dia" title={t(intl, 'days.tableTitle')} columns={dayColumns} rows={metrics.days} rowKey={(row) => row.date} address="dias" />
      <ResultsTable name="resultados-por-canal" title={t(intl, 'channels.title')} columns={channelColumns} rows={metrics.channels} rowKey={(row) => row.channel} />
      <Note>{t(intl, 'channels.tip')}</Note>
      <ChartCard
        heading={t(intl, 'hours.title')}
        note={t(intl, 'hours.note')}
        kind="bar"
        categories={hours.map((row) => `${String(row.hour).padStart(2, '0')}h`)}
        series={[{ name: t(intl, 'days.tickets'), data: hours.map((row) => row.tickets) }]}
        formats={['number']}
        empty={hours.every((row) => row.tickets === 0) ? t(intl, 'emptyHint') : undefined}
      />
      <ResultsTable name="itens-por-cesta" title={t(intl, 'items.title')} columns={itemColumns} rows={itemRows} rowKey={(row) => row.group} />
      <Note>{t(intl, 'items.note')}</Note>
      <ResultsTable name="resultados-por-loja" title={t(intl, 'units.title')} columns={unitColumns} rows={metrics.units} rowKey={(row) => row.id_erp} address="lojas_tabela" />
      <ResultsTable
        name="resultados-por-genero-idade"
        title={t(intl, 'genderAge.title')}
        columns={genderAgeColumns}
        rows={answer.omniCampaignAverageTicketByGenderAndAge ?? []}
        rowKey={(row) => `${row.gender}-${row.age_range}`}
      />
      <ResultsTable name="funil-de-envio" title={t(intl, 'funnel.title')} columns={funnelColumns} rows={metrics.funnel} rowKey={(row) => `${row.channel}-${row.status}`} />
      <History answer={answer} scope={scope} />
    </>
  );
}

/** Resultados da campanha: what the recipients bought in the window, per channel, store, day and hour, against the control group. */
export function CampaignResultsPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const list = pathname.replace(/\/resultados\/[^/]+\/?$/, '');
  return (
    <AnalyticsPage texts="campaignResults" back={<Link to={list}>{t(intl, 'back')}</Link>} skeleton={{ filters: true, kpis: 8 }}>
      <Results />
    </AnalyticsPage>
  );
}
