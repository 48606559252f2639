import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { formatCents, type CampaignPageChannel } from '@/entities/campaign';
import { InfoTip } from '@/entities/metric';
import type { MessageId } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/number';
import { Alert, Card, Spinner } from '@/shared/ui';
import type { ReviewStepEstimateQuery, ReviewStepEstimateQuery$data } from './__generated__/ReviewStepEstimateQuery.graphql';

const estimateQuery = graphql`
  query ReviewStepEstimateQuery($id: ID!) {
    omniCampaignEstimate(_id: $id) {
      audience
      holdout
      cost_cents
      channels {
        channel
        reach
        credits_per_message
        credits
        price_cents_per_credit
        cost_cents
        suppressed
        capped
        no_contact
        no_optin
        available_credits
        covered
      }
    }
  }
`;

export type CampaignEstimate = NonNullable<ReviewStepEstimateQuery$data['omniCampaignEstimate']>;

const Figures = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  margin: 0;
`;

const Figure = styled(Card)`
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  dt {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

interface FigureProps {
  metric: string;
  value: number;
  label: MessageId;
  tip: MessageId;
  shown: string;
}

function EstimateFigure({ metric, value, label, tip, shown }: FigureProps) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: label });
  return (
    <Figure as="div">
      <dt>
        {text}
        <InfoTip label={text} text={intl.formatMessage({ id: tip })} />
      </dt>
      <dd data-metric={metric} data-value={value}>
        {shown}
      </dd>
    </Figure>
  );
}

/**
 * The review: the saved draft's estimate (the planner's own evaluation): audience, holdout, reach on
 * the channel, credits, cost to the cent and whether the balance covers it (refusal text otherwise).
 */
export function ReviewStep({ campaignId, channel, onEstimate }: { campaignId: string; channel: CampaignPageChannel; onEstimate: (estimate: CampaignEstimate | null) => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{ estimate: CampaignEstimate | null; error: string | null; loading: boolean }>({ estimate: null, error: null, loading: true });

  useEffect(() => {
    let live = true;
    setState({ estimate: null, error: null, loading: true });
    const subscription = fetchQuery<ReviewStepEstimateQuery>(environment, estimateQuery, { id: campaignId }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        if (!live) return;
        setState({ estimate: data.omniCampaignEstimate ?? null, error: null, loading: false });
        onEstimate(data.omniCampaignEstimate ?? null);
      },
      error: (error: Error) => {
        if (!live) return;
        setState({ estimate: null, error: error.message, loading: false });
        onEstimate(null);
      },
    });
    return () => {
      live = false;
      subscription.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [campaignId, environment]);

  if (state.loading) return <Spinner label={intl.formatMessage({ id: 'campaignEditor.review.loading' })} />;
  if (state.error || !state.estimate) return <Alert>{state.error ?? intl.formatMessage({ id: 'campaignEditor.review.failed' })}</Alert>;
  const { estimate } = state;
  const line = estimate.channels.find((item) => item.channel === channel);
  const n = (value: number) => formatNumber(value, 0);
  return (
    <>
      <Figures aria-label={intl.formatMessage({ id: 'campaignEditor.review.figures' })}>
        <EstimateFigure metric="CAMPANHA_PUBLICO" value={estimate.audience} label="campaignEditor.review.audience" tip="campaignEditor.review.audienceTip" shown={n(estimate.audience)} />
        <EstimateFigure metric="CAMPANHA_GRUPO_CONTROLE" value={estimate.holdout} label="campaignEditor.review.holdout" tip="campaignEditor.review.holdoutTip" shown={n(estimate.holdout)} />
        {line && (
          <>
            <EstimateFigure metric="CAMPANHA_ALCANCE" value={line.reach} label="campaignEditor.review.reach" tip="campaignEditor.review.reachTip" shown={n(line.reach)} />
            <EstimateFigure
              metric="CAMPANHA_CREDITOS"
              value={line.credits}
              label="campaignEditor.review.credits"
              tip="campaignEditor.review.creditsTip"
              shown={intl.formatMessage({ id: 'campaignEditor.review.creditsValue' }, { credits: n(line.credits), perMessage: line.credits_per_message })}
            />
            <EstimateFigure metric="CAMPANHA_CUSTO" value={line.cost_cents} label="campaignEditor.review.cost" tip="campaignEditor.review.costTip" shown={formatCents(line.cost_cents)} />
            <EstimateFigure metric="SALDO_CREDITOS_CANAL" value={line.available_credits} label="campaignEditor.review.balance" tip="campaignEditor.review.balanceTip" shown={n(line.available_credits)} />
          </>
        )}
      </Figures>
      {line && (
        <Note>
          {intl.formatMessage(
            { id: 'campaignEditor.review.excluded' },
            { suppressed: n(line.suppressed), capped: n(line.capped), noContact: n(line.no_contact), noOptin: n(line.no_optin), price: formatCents(line.price_cents_per_credit) },
          )}
        </Note>
      )}
      {line && !line.covered && (
        <Alert>
          {intl.formatMessage({ id: 'campaignEditor.review.notCovered' }, { cost: formatCents(line.cost_cents), credits: n(line.credits), available: n(line.available_credits) })}
        </Alert>
      )}
      {line && line.covered && <Alert tone="info">{intl.formatMessage({ id: 'campaignEditor.review.covered' })}</Alert>}
      {line && line.reach === 0 && <Alert tone="info">{intl.formatMessage({ id: 'campaignEditor.review.noReach' })}</Alert>}
    </>
  );
}
