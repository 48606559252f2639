import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { Button, EmptyListCard, ExportDialog, SelectField, useSnackbar } from '@/shared/ui';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { DEFAULT_USAGE_STATUSES, USAGE_ORDER_PARAM, USAGE_ROWS_ADDRESS, USAGE_STATUS_PARAM, couponUsagePage } from '../api/CouponUsagePageQuery';
import type { CouponUsagePageReportMutation } from './__generated__/CouponUsagePageReportMutation.graphql';
import { CouponUsageTable } from './CouponUsageTable';

const reportMutation = graphql`
  mutation CouponUsagePageReportMutation($input: CreateBenefitMovementHistoryReportInput!) {
    createBenefitMovementHistoryReport(input: $input) {
      asyncJob {
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
  margin-bottom: ${(p) => p.theme.space(4)};
`;
const Statuses = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  legend {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    margin-bottom: ${(p) => p.theme.space(1.5)};
  }
  label {
    display: inline-flex;
    gap: ${(p) => p.theme.space(1.5)};
    align-items: center;
    min-height: 36px;
  }
`;

/** Histórico de utilização: the coupon's uses, filtered by status (spec §9 default: all three), ordered, paged; the report job. */
export function CouponUsagePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as MessageId });
  const data = usePageQuery(couponUsagePage);
  const scope = usePageScope(couponUsagePage);
  const [, setSearchParams] = useSearchParams();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [commit, inFlight] = useMutation<CouponUsagePageReportMutation>(reportMutation);
  const benefit = data.findBenefitById;
  const back = <Link to="/campanhas/cupom-desconto">{t('couponUsage.back')}</Link>;
  if (!benefit) {
    return (
      <AnalyticsPage texts="couponUsage" back={back}>
        <EmptyListCard title={t('couponUsage.notFound')} hint={back} />
      </AnalyticsPage>
    );
  }
  const set = (param: string, value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set(param, value);
        else next.delete(param);
        next.delete(`${USAGE_ROWS_ADDRESS}_linhas`);
        return next;
      },
      { replace: true },
    );
  const toggle = (status: (typeof DEFAULT_USAGE_STATUSES)[number], on: boolean) => {
    const next = DEFAULT_USAGE_STATUSES.filter((s) => (s === status ? on : scope.statuses.includes(s)));
    set(USAGE_STATUS_PARAM, next.length === DEFAULT_USAGE_STATUSES.length || next.length === 0 ? '' : next.join(','));
  };
  return (
    <AnalyticsPage title={`${t('couponUsage.title')}: ${benefit.title}`} description={benefit.codeMode === 'SHARED' ? (benefit.code ?? '') : undefined} back={back}>
      <p>
        <Link to={`/campanhas/cupom-desconto/resultados/${benefit._id}`}>{t('couponUsage.results')}</Link>
      </p>
      <Toolbar>
        <Statuses>
          <legend>{t('couponUsage.statusLabel')}</legend>
          {DEFAULT_USAGE_STATUSES.map((status) => (
            <label key={status}>
              <input type="checkbox" checked={scope.statuses.includes(status)} onChange={(e) => toggle(status, e.target.checked)} />
              {t(`couponUsage.status.${status}`)}
            </label>
          ))}
        </Statuses>
        <SelectField label={t('couponUsage.order')} value={`${scope.order}.${scope.direction}`} onChange={(e) => set(USAGE_ORDER_PARAM, e.target.value === 'data.desc' ? '' : e.target.value)}>
          <option value="data.desc">{t('couponUsage.order.newest')}</option>
          <option value="data.asc">{t('couponUsage.order.oldest')}</option>
          <option value="loja.asc">{t('couponUsage.order.unit')}</option>
          <option value="situacao.asc">{t('couponUsage.order.status')}</option>
        </SelectField>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('couponUsage.report')}
        </Button>
      </Toolbar>
      <CouponUsageTable query={data} />
      {open && (
        <ExportDialog
          title={t('couponUsage.reportTitle')}
          description={t('couponUsage.reportDescription')}
          defaultEmail={data.viewer?.user.email ?? ''}
          inFlight={inFlight}
          onClose={() => setOpen(false)}
          onSubmit={(input, done) =>
            commit({
              variables: { input: { benefitId: benefit.id, status: [...scope.statuses], ...input } },
              onCompleted: (_r, errors) => {
                done(errors?.length ? errors[0].message : undefined);
                if (!errors?.length) snackbar.show(t('couponUsage.reportQueued'), { severity: 'success' });
              },
              onError: (error) => done(error.message),
            })
          }
        />
      )}
    </AnalyticsPage>
  );
}
