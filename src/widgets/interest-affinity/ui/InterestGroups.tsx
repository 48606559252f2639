import styled from '@emotion/styled';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { ChartCard, EmptyState, Section } from '@/shared/ui/analytics-page';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { DEPARTMENT_PARAM } from '../lib/view';
import type { InterestGroups_interests$data, InterestGroups_interests$key } from './__generated__/InterestGroups_interests.graphql';

const fragment = graphql`
  fragment InterestGroups_interests on CustomerInterests {
    view
    department
    groups {
      key
      NUM_CLIENTES
      VAL_FATURAMENTO_FIDELIDADE
      items {
        name
        VAL_FATURAMENTO_FIDELIDADE
        NUM_CLIENTES_COMPRADORES
        PER_PARTICIPACAO
        PER_PARTICIPACAO_GERAL
        IDX_AFINIDADE
        smallSample
      }
    }
  }
`;

type Data = InterestGroups_interests$data;
type Group = Data['groups'][number];
type Item = Group['items'][number];

/** How many of a group's highest indexes the chart draws. */
const CHART_ITEMS = 10;

const GroupHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Small = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-style: italic;
`;

/** A group's name on screen. */
export function interestGroupLabel(intl: IntlShape, view: Data['view'], key: string): string {
  if (view === 'GENDER') return key === 'F' || key === 'M' ? intl.formatMessage({ id: `interestAffinity.group.gender.${key}` }) : intl.formatMessage({ id: 'interestAffinity.group.notInformed' });
  if (view === 'PERSON_TYPE') return intl.formatMessage({ id: key === 'J' ? 'interestAffinity.group.person.J' : 'interestAffinity.group.person.F' });
  if (key === 'NI') return intl.formatMessage({ id: 'interestAffinity.group.notInformed' });
  if (key === '65+') return intl.formatMessage({ id: 'interestAffinity.group.age65' });
  const [from, to] = key.split('-');
  return intl.formatMessage({ id: 'interestAffinity.group.age' }, { from, to });
}

/**
 * Every group's departments (or, drilled down, the department's categories) by affinity index, a
 * chart of the highest indexes and the table of every figure; a department opens its categories.
 * The PJ view shows the companies only (their index is against every loyalty consumer).
 */
export function InterestGroups({ interests }: { interests: InterestGroups_interests$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, interests);
  const [search] = useSearchParams();
  const drilled = data.department !== null && data.department !== undefined;
  const itemName = (name: string) => name || intl.formatMessage({ id: drilled ? 'interestAffinity.noCategory' : 'interestAffinity.noDepartment' });
  const drillLink = (name: string) => {
    const next = new URLSearchParams(search);
    next.set(DEPARTMENT_PARAM, name);
    return `?${next.toString()}`;
  };
  const columns: DataTableColumn<Item>[] = [
    {
      id: 'name',
      header: intl.formatMessage({ id: drilled ? 'interestAffinity.column.category' : 'interestAffinity.column.name' }),
      value: (r) => itemName(r.name),
      cell: (r) =>
        drilled ? (
          itemName(r.name)
        ) : (
          <Link to={drillLink(r.name)} aria-label={intl.formatMessage({ id: 'interestAffinity.openDepartment' }, { department: itemName(r.name) })}>
            {itemName(r.name)}
          </Link>
        ),
    },
    {
      id: 'IDX_AFINIDADE',
      header: intl.formatMessage({ id: 'interestAffinity.column.IDX_AFINIDADE' }),
      numeric: true,
      value: (r) => r.IDX_AFINIDADE ?? null,
      cell: (r) =>
        r.IDX_AFINIDADE === null || r.IDX_AFINIDADE === undefined ? (
          <Small>{intl.formatMessage({ id: 'interestAffinity.smallSample' })}</Small>
        ) : (
          formatNumber(r.IDX_AFINIDADE, 0)
        ),
    },
    {
      id: 'PER_PARTICIPACAO',
      header: intl.formatMessage({ id: 'interestAffinity.column.PER_PARTICIPACAO' }),
      numeric: true,
      value: (r) => r.PER_PARTICIPACAO,
      cell: (r) => formatPercent(r.PER_PARTICIPACAO),
    },
    {
      id: 'PER_PARTICIPACAO_GERAL',
      header: intl.formatMessage({ id: 'interestAffinity.column.PER_PARTICIPACAO_GERAL' }),
      numeric: true,
      value: (r) => r.PER_PARTICIPACAO_GERAL,
      cell: (r) => formatPercent(r.PER_PARTICIPACAO_GERAL),
    },
    {
      id: 'NUM_CLIENTES_COMPRADORES',
      header: intl.formatMessage({ id: 'interestAffinity.column.NUM_CLIENTES_COMPRADORES' }),
      numeric: true,
      value: (r) => r.NUM_CLIENTES_COMPRADORES,
      cell: (r) => formatNumber(r.NUM_CLIENTES_COMPRADORES, 0),
    },
    {
      id: 'VAL_FATURAMENTO_FIDELIDADE',
      header: intl.formatMessage({ id: 'interestAffinity.column.VAL_FATURAMENTO_FIDELIDADE' }),
      numeric: true,
      value: (r) => r.VAL_FATURAMENTO_FIDELIDADE,
      cell: (r) => formatCurrency(r.VAL_FATURAMENTO_FIDELIDADE),
    },
  ];
  // the PJ view is about companies; the other views show every group
  const groups = data.view === 'PERSON_TYPE' ? data.groups.filter((group) => group.key === 'J') : data.groups;
  const tip = intl.formatMessage({ id: 'interestAffinity.tip' });
  if (groups.length === 0) {
    return <EmptyState title={intl.formatMessage({ id: 'interestAffinity.empty' })} hint={intl.formatMessage({ id: 'interestAffinity.emptyHint' })} />;
  }
  return (
    <>
      {groups.map((group) => {
        const label = interestGroupLabel(intl, data.view, group.key);
        const indexed = group.items.filter((item) => item.IDX_AFINIDADE !== null && item.IDX_AFINIDADE !== undefined).slice(0, CHART_ITEMS);
        return (
          <Section key={group.key} aria-label={label} data-group={group.key}>
            <GroupHead>
              <h2>{label}</h2>
              <span data-metric="NUM_CLIENTES" data-value={group.NUM_CLIENTES}>
                {intl.formatMessage(
                  { id: 'interestAffinity.groupSummary' },
                  { count: group.NUM_CLIENTES, revenue: formatCurrency(group.VAL_FATURAMENTO_FIDELIDADE) },
                )}
              </span>
              <InfoTip label={label} text={tip} />
            </GroupHead>
            {indexed.length > 0 && (
              <ChartCard
                heading={`${intl.formatMessage({ id: 'interestAffinity.chart' })} · ${label}`}
                kind="bar"
                horizontal
                height={Math.max(200, 44 + indexed.length * 28)}
                categories={indexed.map((item) => itemName(item.name))}
                series={[{ name: intl.formatMessage({ id: 'interestAffinity.indexSeries' }), data: indexed.map((item) => Math.round((item.IDX_AFINIDADE ?? 0) * 10) / 10) }]}
                formats={['number']}
              />
            )}
            <DataTable
              rawValues
              caption={label}
              columns={columns}
              rows={group.items}
              rowKey={(item) => `${group.key}:${item.name}`}
              empty={{ title: intl.formatMessage({ id: 'interestAffinity.emptyGroup' }), hint: intl.formatMessage({ id: 'interestAffinity.emptyHint' }) }}
              pageSize={25}
            />
          </Section>
        );
      })}
    </>
  );
}
