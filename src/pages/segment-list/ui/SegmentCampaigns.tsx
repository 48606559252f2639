import styled from '@emotion/styled';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatNumber } from '@/shared/lib/number';

/** visualizar: the segment as a campaign used it. */
export const viewPath = (campaignId: string, segmentId: string) =>
  `/clientes/segmentacao/visualizar/${encodeURIComponent(campaignId)}/${encodeURIComponent(segmentId)}`;

const Disclosure = styled.details`
  position: relative;
  display: inline-block;
  text-align: left;
  summary {
    cursor: pointer;
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  ul {
    position: absolute;
    right: 0;
    z-index: 5;
    min-width: 260px;
    max-width: min(360px, 80vw);
    margin: ${(p) => p.theme.space(1)} 0 0;
    padding: ${(p) => p.theme.space(2)};
    list-style: none;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    box-shadow: 0 8px 24px rgba(15, 23, 42, 0.15);
    white-space: normal;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${(p) => p.theme.space(2)} 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/**
 * A segment's campaign count; when campaigns use it, the count opens the list of them, each linking
 * to how it used the segment (visualizar). A native disclosure: Enter/Space open it, Esc closes it.
 */
export function SegmentCampaigns({ segment }: { segment: { id: string; name: string; campaign_qty: number; campaigns: readonly { campaignId: string; campaignName: string }[] } }) {
  const intl = useIntl();
  const ref = useRef<HTMLDetailsElement>(null);
  if (segment.campaign_qty === 0 || segment.campaigns.length === 0) return <>{formatNumber(segment.campaign_qty, 0)}</>;
  return (
    <Disclosure
      ref={ref}
      data-campaigns
      onKeyDown={(event) => {
        if (event.key === 'Escape' && ref.current?.open) {
          ref.current.open = false;
          ref.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary aria-label={intl.formatMessage({ id: 'segmentList.campaignsOf' }, { count: segment.campaign_qty, name: segment.name })}>{formatNumber(segment.campaign_qty, 0)}</summary>
      <ul>
        {segment.campaigns.map((campaign) => (
          <li key={campaign.campaignId}>
            <strong>{campaign.campaignName || campaign.campaignId}</strong>
            {campaign.campaignName && <small>{campaign.campaignId}</small>}
            <Link to={viewPath(campaign.campaignId, segment.id)}>{intl.formatMessage({ id: 'segmentList.viewAsUsed' })}</Link>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
