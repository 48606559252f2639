import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { InfoTip, TipHeader } from '@/entities/metric';
import { usePageQuery } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { formatDisplayDateTime } from '@/shared/lib';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { Button, Card, EmptyListCard, NumCell, Table, TableScroll } from '@/shared/ui';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { couponResultsPage } from '../api/CouponResultsPageQuery';
import type { CouponResultsPageQuery$data } from '../api/__generated__/CouponResultsPageQuery.graphql';

type Results = NonNullable<CouponResultsPageQuery$data['benefitResults']>;
type Row = Results['perDay'][number];

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;
const Figure = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  min-width: 0;
  h3 {
    margin: 0;
    display: flex;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;
const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(5)};
`;

const money = (cents: number) => formatCurrency(cents / 100);

/** One figure with its tooltip; `data-metric`/`data-value` carry the exact number (cents for money). */
function FigureCard({ metric, label, tip, value, shown, note }: { metric: string; label: string; tip: string; value: number | null; shown: string; note?: string }) {
  return (
    <Figure>
      <h3>
        {label}
        <InfoTip label={label} text={tip} />
      </h3>
      <p data-metric={metric} data-value={value ?? ''}>
        {shown}
      </p>
      {note && <small>{note}</small>}
    </Figure>
  );
}

/** Downloads rows as CSV (';', UTF-8 with BOM), as the tables on screen. */
function downloadCsv(name: string, header: string[], rows: (string | number)[][]) {
  const text = '\uFEFF' + [header, ...rows].map((row) => row.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(';')).join('\r\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function FiguresTable({ rows, kind, file }: { rows: readonly Row[]; kind: 'unit' | 'day'; file: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: id as MessageId }, values);
  const title = t(kind === 'unit' ? 'couponResults.perUnit' : 'couponResults.perDay');
  const columns = [kind, 'consumed', 'revenue', 'discount', 'averageTicket'] as const;
  const header = columns.map((c) => t(`couponResults.col.${c}`));
  const cells = (row: Row) => [row.label, row.consumed, (row.revenue / 100).toFixed(2).replace('.', ','), (row.discount / 100).toFixed(2).replace('.', ','), (row.averageTicket / 100).toFixed(2).replace('.', ',')];
  return (
    <Block aria-label={title}>
      <Heading>
        <h2>{title}</h2>
        <Button variant="secondary" aria-label={t('couponResults.exportLabel', { table: title })} onClick={() => downloadCsv(file, header, rows.map(cells))} disabled={rows.length === 0}>
          {t('couponResults.export')}
        </Button>
      </Heading>
      <Card>
        <TableScroll tabIndex={0} role="region" aria-label={title}>
          <Table aria-label={title} stacked>
            <TipHeader columns={columns.map((c, i) => ({ key: c, label: header[i], numeric: i > 0 }))} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <td data-label={header[0]}>{row.label}</td>
                  <NumCell data-label={header[1]} data-metric="CUPONS_CONSUMIDOS" data-value={row.consumed}>
                    {formatNumber(row.consumed, 0)}
                  </NumCell>
                  <NumCell data-label={header[2]} data-metric="FATURAMENTO_CUPOM" data-value={row.revenue}>
                    {money(row.revenue)}
                  </NumCell>
                  <NumCell data-label={header[3]} data-metric="DESCONTO_CUPOM" data-value={row.discount}>
                    {money(row.discount)}
                  </NumCell>
                  <NumCell data-label={header[4]} data-metric="TICKET_MEDIO_CUPOM" data-value={row.averageTicket}>
                    {money(row.averageTicket)}
                  </NumCell>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Card>
    </Block>
  );
}

/** Resultados do cupom: distribution (spec §3), sales of the tickets that used it, per store and per day. */
export function CouponResultsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: id as MessageId }, values);
  const data = usePageQuery(couponResultsPage);
  const benefit = data.findBenefitById;
  const back = <Link to="/campanhas/cupom-desconto">{t('couponResults.back')}</Link>;
  if (!benefit || !data.benefitDistribution || !data.benefitResults) {
    return (
      <AnalyticsPage texts="couponResults" back={back}>
        <EmptyListCard title={t('couponResults.notFound')} hint={back} />
      </AnalyticsPage>
    );
  }
  const d = data.benefitDistribution;
  const r = data.benefitResults;
  const day = (value: unknown) => formatDisplayDateTime(value as string, 'DD/MM/YYYY');
  const subtitle = [benefit.codeMode === 'SHARED' ? benefit.code : null, benefit.startDate ? `${day(benefit.startDate)} – ${day(benefit.expiresAt)}` : null].filter(Boolean).join(' · ');
  return (
    <AnalyticsPage title={`${t('couponResults.title')}: ${benefit.title}`} description={subtitle} back={back}>
      <p>
        <Link to={`/campanhas/cupom-desconto/historico-utilizacao/${benefit._id}`}>{t('couponResults.history')}</Link>
      </p>
      <Block aria-label={t('couponResults.distribution')}>
        <h2>{t('couponResults.distribution')}</h2>
        <Grid>
          <FigureCard metric="CUPONS_ENTREGUES" label={t('couponResults.metric.redeemed')} tip={t('couponResults.tip.redeemed')} value={d.redeemedCoupons} shown={formatNumber(d.redeemedCoupons, 0)} />
          {benefit.codeMode === 'UNIQUE' && <FigureCard metric="CUPONS_GERADOS" label={t('couponResults.metric.issued')} tip={t('couponResults.tip.issued')} value={d.issuedCoupons} shown={formatNumber(d.issuedCoupons, 0)} />}
          <FigureCard metric="CUPONS_ATIVADOS" label={t('couponResults.metric.activated')} tip={t('couponResults.tip.activated')} value={d.activatedCoupons} shown={formatNumber(d.activatedCoupons, 0)} />
          <FigureCard metric="CUPONS_CONSUMIDOS" label={t('couponResults.metric.consumed')} tip={t('couponResults.tip.consumed')} value={d.consumedCoupons} shown={formatNumber(d.consumedCoupons, 0)} />
          <FigureCard
            metric="CUPONS_DISPONIVEIS"
            label={t('couponResults.metric.available')}
            tip={t('couponResults.tip.available')}
            value={d.availableCoupons ?? null}
            shown={d.availableCoupons == null ? t('couponResults.unlimited') : formatNumber(d.availableCoupons, 0)}
          />
        </Grid>
      </Block>
      <Block aria-label={t('couponResults.sales')}>
        <h2>{t('couponResults.sales')}</h2>
        <Grid>
          <FigureCard metric="FATURAMENTO_CUPOM" label={t('couponResults.metric.revenue')} tip={t('couponResults.tip.revenue')} value={r.revenue} shown={money(r.revenue)} />
          <FigureCard metric="DESCONTO_CUPOM" label={t('couponResults.metric.discount')} tip={t('couponResults.tip.discount')} value={r.discountGranted} shown={money(r.discountGranted)} />
          <FigureCard metric="TICKET_MEDIO_CUPOM" label={t('couponResults.metric.averageTicket')} tip={t('couponResults.tip.averageTicket')} value={r.averageTicket} shown={money(r.averageTicket)} />
          <FigureCard metric="CLIENTES_CUPOM" label={t('couponResults.metric.consumers')} tip={t('couponResults.tip.consumers')} value={r.consumers} shown={formatNumber(r.consumers, 0)} />
          <FigureCard
            metric="CUPONS_FISCAIS_COM_CODIGO"
            label={t('couponResults.metric.ingested')}
            tip={t('couponResults.tip.ingested')}
            value={r.ingestedTickets}
            shown={formatNumber(r.ingestedTickets, 0)}
            note={t('couponResults.ingestedRevenue', { revenue: money(r.ingestedRevenue), discount: money(r.ingestedDiscount) })}
          />
        </Grid>
      </Block>
      {r.consumedCoupons === 0 ? (
        <Block>
          <EmptyListCard title={t('couponResults.empty')} hint={t('couponResults.tip.consumed')} />
        </Block>
      ) : (
        <>
          <FiguresTable rows={r.perUnit} kind="unit" file={`cupom-${benefit._id}-lojas.csv`} />
          <FiguresTable rows={r.perDay} kind="day" file={`cupom-${benefit._id}-dias.csv`} />
        </>
      )}
    </AnalyticsPage>
  );
}
