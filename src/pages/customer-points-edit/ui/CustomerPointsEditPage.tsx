import type { MessageId } from '@/shared/i18n';
import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import { PointsLedger } from '@/widgets/points-ledger';
import { usePageQuery } from '@/shared/api';
import { formatNumber } from '@/shared/lib/number';
import { Alert, Button, Card, EmptyListCard, ListSkeleton, PageContainer, PageHeading, SelectField, TextField, useConfirm, useSnackbar } from '@/shared/ui';
import { customerPointsEditPage } from '../api/CustomerPointsEditPageQuery';
import type { CustomerPointsEditPageAdjustMutation } from './__generated__/CustomerPointsEditPageAdjustMutation.graphql';

const adjustMutation = graphql`
  mutation CustomerPointsEditPageAdjustMutation($id: ID!, $adjustment: PointsAdjustmentInput!) {
    adjustPoints(userId: $id, pointsAdjustment: $adjustment) {
      success
      error
      customer {
        id
        points_total
        ...PointsLedger_customer
      }
    }
  }
`;

/** The registrations list, where a consumer is found. */
const LIST_PATH = '/clientes/gerenciamento/cadastros';
const registrationPath = (id: string) => `/clientes/gerenciamento/cadastros/edicao-cadastros?cliente=${encodeURIComponent(id)}`;
/** Largest adjustment in one go (the server refuses more: a typo of zeros). */
const MAX_ADJUSTMENT = 1_000_000;

const Form = styled.form`
  padding: ${(p) => p.theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 1fr) minmax(140px, 1fr) minmax(240px, 2fr) auto;
  gap: ${(p) => p.theme.space(3)};
  align-items: end;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One control of the row (a select renders its label beside it: the slot stacks them). */
const Slot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
`;

function AdjustForm({ id, name, balance }: { id: string; name: string; balance: number }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [commit, saving] = useMutation<CustomerPointsEditPageAdjustMutation>(adjustMutation);
  const [kind, setKind] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const t = (key: MessageId, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);

  const submit = async () => {
    const points = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
    const found = {
      amount: points > 0 && points <= MAX_ADJUSTMENT ? undefined : t('customerPointsEdit.error.amount'),
      reason: reason.trim().length >= 3 ? undefined : t('customerPointsEdit.error.reason'),
    };
    setErrors(found);
    setRefusal(null);
    if (found.amount || found.reason) return;
    const signed = kind === 'credit' ? points : -points;
    const ok = await confirm({
      title: t('customerPointsEdit.confirmTitle'),
      message: t(kind === 'credit' ? 'customerPointsEdit.confirmCredit' : 'customerPointsEdit.confirmDebit', {
        points: formatNumber(points, 0),
        name,
        balance: formatNumber(balance + signed, 0),
      }),
      confirmLabel: t('customerPointsEdit.confirm'),
      destructive: kind === 'debit',
    });
    if (!ok) return;
    commit({
      variables: { id, adjustment: { amount: signed, reason: reason.trim() } },
      onCompleted: (response, graphqlErrors) => {
        if (graphqlErrors?.length) return setRefusal(graphqlErrors[0].message);
        const result = response.adjustPoints;
        if (!result.success) return setRefusal(result.error ?? t('customerPointsEdit.failed'));
        setAmount('');
        setReason('');
        snackbar.show(t('customerPointsEdit.done', { balance: formatNumber(result.customer.points_total, 0) }), { severity: 'success' });
      },
      onError: (error) => setRefusal(error.message),
    });
  };

  return (
    <Card>
      <Form
        noValidate
        aria-label={t('customerPointsEdit.formTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2>{t('customerPointsEdit.formTitle')}</h2>
        <p>{t('customerPointsEdit.formHint')}</p>
        <Row>
          <Slot>
            <SelectField label={t('customerPointsEdit.kind')} value={kind} onChange={(event) => setKind(event.target.value === 'debit' ? 'debit' : 'credit')}>
              <option value="credit">{t('customerPointsEdit.kind.credit')}</option>
              <option value="debit">{t('customerPointsEdit.kind.debit')}</option>
            </SelectField>
          </Slot>
          <TextField label={t('customerPointsEdit.amount')} inputMode="numeric" value={amount} error={errors.amount} onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))} />
          <TextField
            label={t('customerPointsEdit.reason')}
            placeholder={t('customerPointsEdit.reasonPlaceholder')}
            maxLength={300}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" loading={saving}>
            {t('customerPointsEdit.submit')}
          </Button>
        </Row>
        {refusal && <Alert tone="danger">{refusal}</Alert>}
      </Form>
    </Card>
  );
}

function PointsContent() {
  const data = usePageQuery(customerPointsEditPage);
  const customer = data.consumer;
  if (!customer) {
    return <EmptyListCard title={<FormattedMessage id="customerPointsEdit.notFound" />} hint={<FormattedMessage id="customerPointsEdit.notFoundHint" />} />;
  }
  return (
    <>
      <PageHeading>
        <h2 data-field="name">{customer.name}</h2>
        <p>{customer.document}</p>
      </PageHeading>
      <Links>
        <span />
        <Link to={registrationPath(customer.id)}>
          <FormattedMessage id="customerPointsEdit.registration" />
        </Link>
      </Links>
      <AdjustForm id={customer.id} name={customer.name} balance={customer.points_total} />
      <PointsLedger customer={customer} />
    </>
  );
}

/** Edição de pontos: a consumer's points ledger and the back-office adjustment (adjustPoints). */
export function CustomerPointsEditPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <Link to={LIST_PATH}>
        <FormattedMessage id="customerPointsEdit.back" />
      </Link>
      <PageHeading>
        <h1>
          <FormattedMessage id="customerPointsEdit.title" />
        </h1>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'customerPointsEdit.loading' })} />}>
        <PointsContent />
      </Suspense>
    </PageContainer>
  );
}
