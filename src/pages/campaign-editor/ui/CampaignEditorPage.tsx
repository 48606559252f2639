import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useRevalidator } from 'react-router-dom';
import { CampaignStatusChip, campaignEditorPath, campaignListPath, campaignResultsPath, type CampaignPageChannel } from '@/entities/campaign';
import { CampaignActions } from '@/features/campaign-actions';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/number';
import { buttonCss, Card, EmptyListCard, MutedLine, PageContainer, PageHeading } from '@/shared/ui';
import { campaignEditorPage, type CampaignEditorPageQueryType } from '../api/CampaignEditorPageQuery';
import { fromCampaign, newWizardValues, todaySaoPaulo } from '../model/wizard';
import { CampaignWizard } from './CampaignWizard';

const Summary = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(5)};
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
    gap: ${(p) => p.theme.space(3)};
    margin: 0;
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
`;

const Message = styled.blockquote`
  margin: 0;
  padding: ${(p) => p.theme.space(3)};
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const ResultsLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'primary')}
  align-self: flex-start;
`;

const brDate = (value: string | null | undefined) => (value ? value.split('-').reverse().join('/') : '—');

type Campaign = NonNullable<CampaignEditorPageQueryType['response']['omniCampaign']>;

/** A saved campaign that is no longer a draft: read-only, with its actions and the results link. */
function CampaignSummary({ campaign, channel }: { campaign: Campaign; channel: CampaignPageChannel }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const setting = campaign.schedule_settings[0];
  const message = (setting?.channels[channel]?.message ?? null) as Record<string, unknown> | null;
  const text = String(message?.text ?? message?.subject ?? message?.title ?? '');
  return (
    <Summary as="section" aria-label={t('campaignEditor.summary')}>
      <div>
        <CampaignStatusChip status={campaign.status} />
      </div>
      <p>{t('campaignEditor.readOnly')}</p>
      <dl>
        <div>
          <dt>{t('campaignEditor.period')}</dt>
          <dd>
            {brDate(campaign.initial_date)} – {brDate(campaign.final_date)}
          </dd>
        </div>
        <div>
          <dt>{t('campaignEditor.schedule')}</dt>
          <dd>
            {setting
              ? setting.send_date
                ? t('campaignEditor.scheduleDate', { date: brDate(setting.send_date), from: setting.initial_hour, to: setting.final_hour })
                : t('campaignEditor.scheduleWeekDays', { days: setting.week_day.map((day) => t(`campaignEditor.weekDay.${day}` as MessageId)).join(', '), from: setting.initial_hour, to: setting.final_hour })
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('campaignEditor.segments')}</dt>
          <dd>{campaign.segments.map((segment) => segment.name ?? segment._id).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>{t('campaignEditor.sent')}</dt>
          <dd data-metric="MENSAGENS_ENVIADAS" data-value={campaign.messages_dispatches_quantity} title={t('campaignEditor.sentTip')}>
            {formatNumber(campaign.messages_dispatches_quantity, 0)}
            {campaign.pending_dispatches > 0 && <MutedLine>{t('campaignEditor.pending', { count: campaign.pending_dispatches })}</MutedLine>}
          </dd>
        </div>
        <div>
          <dt>{t('campaignEditor.holdout')}</dt>
          <dd data-metric="CAMPANHA_GRUPO_CONTROLE_PCT" data-value={campaign.holdout_percentage}>
            {formatNumber(campaign.holdout_percentage, 1)} %
          </dd>
        </div>
      </dl>
      {text && (
        <div>
          <h2>{t('campaignEditor.stepTitle.mensagem')}</h2>
          <Message data-message>{text}</Message>
        </div>
      )}
      <ResultsLink to={campaignResultsPath(channel, campaign._id)}>{t('campaignEditor.results')}</ResultsLink>
      <CampaignActions
        campaign={campaign}
        onDone={(action, result) => {
          if (action === 'duplicate') navigate(campaignEditorPath(channel, result._id));
          else revalidator.revalidate();
        }}
      />
    </Summary>
  );
}

/** Nova campanha / Campanha: the wizard of a new campaign or a draft; a saved non-draft campaign opens read-only. */
export function CampaignEditorPage() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const data = usePageQuery(campaignEditorPage);
  const { channel, id } = usePageScope(campaignEditorPage);
  const campaign = id ? (data.omniCampaign ?? null) : null;
  const initialValues = useMemo(() => (campaign ? fromCampaign(campaign, channel, todaySaoPaulo()) : newWizardValues(todaySaoPaulo())), [campaign, channel]);
  const channelName = t(`campaign.channel.${channel}` as MessageId);

  if (id && !campaign) {
    return (
      <PageContainer>
        <EmptyListCard title={t('campaignEditor.notFound')} hint={<Link to={campaignListPath(channel)}>{t('campaignEditor.backToList')}</Link>} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeading>
        <h1>{campaign ? campaign.title : t('campaignEditor.newTitle', { channel: channelName })}</h1>
        <p>{campaign && campaign.status !== 'DRAFT' ? campaign.description : t('campaignEditor.description', { channel: channelName })}</p>
      </PageHeading>
      {campaign && campaign.status !== 'DRAFT' ? (
        <CampaignSummary campaign={campaign} channel={channel} />
      ) : (
        <CampaignWizard key={campaign?._id ?? 'nova'} channel={channel} campaignId={campaign?._id ?? null} initialValues={initialValues} data={data} />
      )}
    </PageContainer>
  );
}
