import styled from '@emotion/styled';
import { Component, Suspense, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Alert, Badge, Button, Card, HeaderRow, NumCell, Table, TableScroll } from '@/shared/ui';
import { CHANNEL_ORDER, type ChannelKey } from '../model/channelSettings';
import type { ChannelSettingsCardQuery } from './__generated__/ChannelSettingsCardQuery.graphql';
import { ChannelSettingsDialog } from './ChannelSettingsDialog';
import { CardHeader } from './IntegrationTokensCard';

const settingsQuery = graphql`
  query ChannelSettingsCardQuery {
    campaignChannelSettings {
      channel
      price_cents
      rate_per_second
      configured
      provider_summary
      webhook_url
    }
  }
`;

export type ChannelSetting = ChannelSettingsCardQuery['response']['campaignChannelSettings'][number];

const COLUMNS = ['integrations.channels.channel', 'integrations.channels.price', 'integrations.channels.rate', 'integrations.channels.provider', 'integrations.channels.actions'] as const;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Body = styled.div`
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
`;

/** A card whose query failed (a user who may not see the channels) says so instead of breaking the page. */
class CardErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The provider column: the provider's public parts, or the local outbox. */
function ProviderCell({ setting }: { setting: ChannelSetting }) {
  const intl = useIntl();
  const summary = (setting.provider_summary ?? null) as Record<string, Record<string, string> | string | null> | null;
  if (!setting.configured || !summary) {
    return <Badge tone="neutral">{intl.formatMessage({ id: 'integrations.channels.outbox' })}</Badge>;
  }
  const parts: string[] = [];
  if (setting.channel === 'sms') parts.push(intl.formatMessage({ id: 'integrations.channels.zenvia' }, { from: String(summary.from ?? '—') }));
  if (setting.channel === 'push') {
    const fcm = summary.fcm as Record<string, string> | null;
    const web = summary.webpush as Record<string, string> | null;
    if (fcm) parts.push(intl.formatMessage({ id: 'integrations.channels.fcm' }, { project: fcm.project_id }));
    if (web) parts.push(intl.formatMessage({ id: 'integrations.channels.webpush' }));
  }
  return (
    <span>
      <Badge tone="success">{intl.formatMessage({ id: 'integrations.channels.configured' })}</Badge> <Muted>{parts.join(' · ')}</Muted>
    </span>
  );
}

function ChannelRows({ onEdit, fetchKey }: { onEdit: (setting: ChannelSetting, button: HTMLButtonElement) => void; fetchKey: number }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<ChannelSettingsCardQuery>(settingsQuery, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const byChannel = new Map(data.campaignChannelSettings.map((s) => [s.channel as ChannelKey, s]));
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'BRL' });
  return (
    <TableScroll tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'integrations.channels.tableLabel' })}>
      <Table aria-label={intl.formatMessage({ id: 'integrations.channels.tableLabel' })} stacked>
        <thead>
          <HeaderRow messageIds={COLUMNS} />
        </thead>
        <tbody>
          {CHANNEL_ORDER.map((channel) => {
            const setting = byChannel.get(channel);
            if (!setting) return null;
            const name = intl.formatMessage({ id: `integrations.channels.name.${channel}` });
            return (
              <tr key={channel} data-channel={channel}>
                <th scope="row" data-label={intl.formatMessage({ id: COLUMNS[0] })}>
                  {name}
                </th>
                <NumCell
                  data-label={intl.formatMessage({ id: COLUMNS[1] })}
                  data-metric="price_cents"
                  data-value={setting.price_cents}
                  title={intl.formatMessage({ id: 'integrations.channels.priceTip' })}
                >
                  {money(setting.price_cents)}
                </NumCell>
                <NumCell
                  data-label={intl.formatMessage({ id: COLUMNS[2] })}
                  data-metric="rate_per_second"
                  data-value={setting.rate_per_second}
                  title={intl.formatMessage({ id: 'integrations.channels.rateTip' })}
                >
                  {intl.formatNumber(setting.rate_per_second)}
                </NumCell>
                <td data-label={intl.formatMessage({ id: COLUMNS[3] })}>
                  <ProviderCell setting={setting} />
                </td>
                <td data-label={intl.formatMessage({ id: COLUMNS[4] })}>
                  <Button variant="secondary" aria-label={intl.formatMessage({ id: 'integrations.channels.editLabel' }, { name })} onClick={(event) => onEdit(setting, event.currentTarget)}>
                    <FormattedMessage id="integrations.channels.edit" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * "Canais de envio": each campaign channel's price per credit, rate per second and provider (or the
 * local outbox), with a dialog per channel. Secrets never come back: the server shows what is public.
 */
export function ChannelSettingsCard() {
  const intl = useIntl();
  const [editing, setEditing] = useState<ChannelSetting | null>(null);
  // the settings have no id of their own: after a dialog the list is asked again (kept on screen meanwhile)
  const [fetchKey, setFetchKey] = useState(0);
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setEditing(null);
    setFetchKey((key) => key + 1);
    window.requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <Card aria-labelledby="channel-settings-title" data-testid="channel-settings">
      <CardHeader>
        <div>
          <h2 id="channel-settings-title">
            <FormattedMessage id="integrations.channels.title" />
          </h2>
          <p>
            <FormattedMessage id="integrations.channels.description" />
          </p>
        </div>
      </CardHeader>
      <CardErrorBoundary
        fallback={
          <Body>
            <Alert tone="info">{intl.formatMessage({ id: 'integrations.channels.unavailable' })}</Alert>
          </Body>
        }
      >
        <Suspense
          fallback={
            <Body role="status">
              <Muted>{intl.formatMessage({ id: 'integrations.channels.loading' })}</Muted>
            </Body>
          }
        >
          <ChannelRows
            fetchKey={fetchKey}
            onEdit={(setting, button) => {
              opener.current = button;
              setEditing(setting);
            }}
          />
        </Suspense>
      </CardErrorBoundary>
      {editing && <ChannelSettingsDialog setting={editing} onClose={close} />}
    </Card>
  );
}
