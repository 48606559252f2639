import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { Alert, Button, Card, PageContainer, PageHeading, Spinner, useConfirm, useSnackbar } from '@/shared/ui';
import type { FirstValuePageCompleteMutation } from './__generated__/FirstValuePageCompleteMutation.graphql';
import { FirstValuePageQuery, type FirstValuePageQueryType } from '../api/FirstValuePageQuery';
import { firstValueSteps, type FirstValueStep } from '../model/steps';

const completeMutation = graphql`
  mutation FirstValuePageCompleteMutation($input: CompleteFirstValueInput!) {
    completeFirstValue(input: $input) {
      account {
        id
        first_value
      }
    }
  }
`;

const Progress = styled.p`
  font-weight: 600;
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StepRow = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  align-items: start;
  padding: ${(p) => p.theme.space(5)};
  & + & {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  ${(p) => p.theme.mq.md} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
  }
`;

const Mark = styled('span', { shouldForwardProp: (prop) => prop !== 'done' })<{ done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid ${(p) => (p.done ? p.theme.colors.success : p.theme.colors.borderStrong)};
  background: ${(p) => (p.done ? p.theme.colors.success : 'transparent')};
  color: #ffffff;
  font-weight: 700;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const StepText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const StepLink = styled(Link)`
  grid-column: 2;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  ${(p) => p.theme.mq.md} {
    grid-column: auto;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
`;

const Loading = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
`;

function StepItem({ step }: { step: FirstValueStep }) {
  const intl = useIntl();
  const state = intl.formatMessage({ id: step.done ? 'firstValue.done' : 'firstValue.pending' });
  return (
    <StepRow data-step={step.id}>
      <Mark done={step.done} role="img" aria-label={state}>
        {step.done ? '✓' : ''}
      </Mark>
      <StepText>
        <h2>{intl.formatMessage({ id: step.title })}</h2>
        <p>
          {intl.formatMessage({ id: step.detail }, step.values)} · {state}
        </p>
      </StepText>
      <StepLink to={step.to}>{intl.formatMessage({ id: step.action })}</StepLink>
    </StepRow>
  );
}

function Checklist() {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = usePageQuery<FirstValuePageQueryType>({ query: FirstValuePageQuery });
  const [commit] = useMutation<FirstValuePageCompleteMutation>(completeMutation);
  const viewer = data.viewer;
  if (!viewer) return null;
  const steps = firstValueSteps(data.firstValueProgress);
  const doneCount = steps.filter((step) => step.done).length;
  const mayComplete = viewer.user.admin || viewer.user.mf;

  const complete = () => {
    setBusy(true);
    commit({
      variables: { input: { accountId: viewer.account.id } },
      onCompleted: (_response, errors) => {
        setBusy(false);
        if (errors?.length) {
          setError(errors[0].message);
          return;
        }
        snackbar.show(intl.formatMessage({ id: 'firstValue.completed' }), { severity: 'success' });
        navigate('/home');
      },
      onError: (failure) => {
        setBusy(false);
        setError(failure.message || intl.formatMessage({ id: 'ui.defaultError' }));
      },
    });
  };

  const askToComplete = async () => {
    setError(null);
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'firstValue.confirmTitle' }),
      message: intl.formatMessage({ id: 'firstValue.confirmMessage' }, { done: doneCount, total: steps.length }),
    });
    if (confirmed) complete();
  };

  return (
    <>
      <Progress role="status">
        <FormattedMessage id="firstValue.progress" values={{ done: doneCount, total: steps.length }} />
      </Progress>
      <Card>
        <Steps aria-label={intl.formatMessage({ id: 'firstValue.listLabel' })}>
          {steps.map((step) => (
            <StepItem key={step.id} step={step} />
          ))}
        </Steps>
      </Card>
      {error && <Alert tone="danger">{error}</Alert>}
      {!viewer.account.first_value ? (
        <Alert tone="info">
          <FormattedMessage id="firstValue.alreadyDone" />
        </Alert>
      ) : mayComplete ? (
        <Actions>
          <Button onClick={askToComplete} loading={busy}>
            <FormattedMessage id="firstValue.complete" />
          </Button>
        </Actions>
      ) : (
        <Alert tone="info">
          <FormattedMessage id="firstValue.adminsOnly" />
        </Alert>
      )}
    </>
  );
}

/**
 * Primeiros passos (/primeiro-valor): the onboarding checklist of a new account, computed from its
 * records. The side menu is hidden here; an account admin closes the onboarding, and the logo then
 * leads to /home.
 */
export function FirstValuePage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="firstValue.title" />
        </h1>
        <p>
          <FormattedMessage id="firstValue.subtitle" />
        </p>
      </PageHeading>
      <Suspense
        fallback={
          <Loading aria-busy="true">
            <Spinner />
            <span role="status">{intl.formatMessage({ id: 'firstValue.loading' })}</span>
          </Loading>
        }
      >
        <Checklist />
      </Suspense>
    </PageContainer>
  );
}
