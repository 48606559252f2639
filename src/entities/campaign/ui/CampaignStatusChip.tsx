import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { CAMPAIGN_STATUS_COLOURS, campaignStatusOf } from '../model/campaign';

const Chip = styled.span<{ fg: string; bg: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
  color: ${(p) => p.fg};
  background: ${(p) => p.bg};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** A campaign's status as its coloured pt-BR chip (spec §4). */
export function CampaignStatusChip({ status }: { status: string }) {
  const intl = useIntl();
  const known = campaignStatusOf(status);
  const [fg, bg] = CAMPAIGN_STATUS_COLOURS[known];
  return (
    <Chip fg={fg} bg={bg} data-status={known}>
      {intl.formatMessage({ id: `campaign.status.${known}` })}
    </Chip>
  );
}
