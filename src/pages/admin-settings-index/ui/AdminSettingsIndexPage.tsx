import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { usePageQuery } from '@/shared/api';
import { routeById } from '@/shared/config';
import type { MessageId } from '@/shared/i18n';
import { formatDisplayDateTime } from '@/shared/lib';
import { ListSkeleton, PageContainer, PageHeading } from '@/shared/ui';
import { AdminSettingsIndexPageQuery, type AdminSettingsIndexPageQueryType } from '../api/AdminSettingsIndexPageQuery';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${(p) => p.theme.space(4)};
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  position: relative;
  &:focus-within {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
  h2 a:focus-visible {
    outline: none;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Status = styled.div<{ on: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-top: auto;
  padding-top: ${(p) => p.theme.space(2)};
  font-weight: 600;
  color: ${(p) => (p.on ? p.theme.colors.success : p.theme.colors.textMuted)};
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

interface TileProps {
  id: 'televendas' | 'hotsite' | 'app' | 'termos' | 'lojas' | 'integracoes';
  routeId: string;
  on: boolean;
  status: string;
  metric: string;
  value: number | string;
}

function SettingsTile({ id, routeId, on, status, metric, value }: TileProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `adminIndex.${id}.${key}` as MessageId });
  return (
    <Tile data-card={id}>
      <h2>
        <Link to={routeById(routeId).path}>{t('title')}</Link>
      </h2>
      <p>{t('description')}</p>
      <Status on={on} data-metric={metric} data-value={value}>
        <span data-testid={`status-${id}`}>{status}</span>
        <InfoTip label={intl.formatMessage({ id: 'adminIndex.statusLabel' })} text={t('tip')} />
      </Status>
    </Tile>
  );
}

function Tiles() {
  const intl = useIntl();
  const { adminSettingsOverview: o } = usePageQuery<AdminSettingsIndexPageQueryType>({ query: AdminSettingsIndexPageQuery });
  const date = (value: unknown) => formatDisplayDateTime(String(value), 'DD/MM/YYYY');
  const app = o.app.enabled
    ? intl.formatMessage(
        { id: o.app.published ? 'adminIndex.app.published' : 'adminIndex.app.unpublished' },
        { name: o.app.appName, links: o.app.storeLinks, on: o.app.modulesOn, total: o.app.modulesTotal },
      )
    : intl.formatMessage({ id: 'adminIndex.app.off' });
  return (
    <Grid aria-label={intl.formatMessage({ id: 'adminIndex.title' })}>
      {o.telesales && (
        <SettingsTile
          id="televendas"
          routeId="configuracoes-admin.televendas"
          on={o.telesales.enabled}
          metric="TELEVENDAS_LOJAS_PEDIDOS"
          value={o.telesales.storesTakingOrders}
          status={intl.formatMessage(
            { id: o.telesales.enabled ? 'adminIndex.televendas.on' : 'adminIndex.televendas.off' },
            { taking: o.telesales.storesTakingOrders, total: o.telesales.totalStores },
          )}
        />
      )}
      <SettingsTile
        id="hotsite"
        routeId="configuracoes-admin.hotsite"
        on={o.hotsite.published > 0}
        metric="HOTSITE_PAGINAS_PUBLICADAS"
        value={o.hotsite.published}
        status={intl.formatMessage({ id: 'adminIndex.hotsite.status' }, { published: o.hotsite.published, slots: o.hotsite.slots })}
      />
      <SettingsTile id="app" routeId="configuracoes-admin.app" on={o.app.enabled && o.app.published} metric="APP_MODULOS_LIGADOS" value={o.app.modulesOn} status={app} />
      <SettingsTile
        id="termos"
        routeId="configuracoes-admin.termos"
        on={o.termsVersion != null}
        metric="TERMOS_VERSAO"
        value={o.termsVersion ?? ''}
        status={
          o.termsVersion != null
            ? intl.formatMessage({ id: 'adminIndex.termos.status' }, { version: o.termsVersion, date: date(o.termsPublishedAt) })
            : intl.formatMessage({ id: 'adminIndex.termos.none' })
        }
      />
      <SettingsTile
        id="lojas"
        routeId="configuracoes-admin.lojas"
        on={o.stores.active > 0}
        metric="LOJAS_ATIVAS_CLUBE"
        value={o.stores.active}
        status={intl.formatMessage({ id: 'adminIndex.lojas.status' }, { active: o.stores.active, total: o.stores.total, app: o.stores.appActive })}
      />
      <SettingsTile
        id="integracoes"
        routeId="configuracoes-admin.integracoes"
        on={o.integrations.activeTokens > 0}
        metric="INTEGRACOES_TOKENS_ATIVOS"
        value={o.integrations.activeTokens}
        status={
          intl.formatMessage({ id: 'adminIndex.integracoes.status' }, { tokens: o.integrations.activeTokens }) +
          (o.integrations.lastIngestionAt ? intl.formatMessage({ id: 'adminIndex.integracoes.lastIngestion' }, { date: date(o.integrations.lastIngestionAt) }) : '')
        }
      />
    </Grid>
  );
}

/** /configuracoes-admin: one card per child page, each with what it is for and its live status. */
export function AdminSettingsIndexPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="adminIndex.title" />
        </h1>
        <p>
          <FormattedMessage id="adminIndex.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'adminIndex.loading' })} />}>
        <Tiles />
      </Suspense>
    </PageContainer>
  );
}
