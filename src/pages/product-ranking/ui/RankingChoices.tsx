import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FilterField, FilterPanel } from '@/shared/ui/filterPanel';
import { writeRankingChoices, type RankingMetric, type RankingOrder, type RankingScope } from '../model/scope';

const METRICS: readonly RankingMetric[] = ['QUANTITY', 'REVENUE', 'TICKETS', 'CLIENTS'];
const ORDERS: readonly RankingOrder[] = ['TOP', 'LEAST'];

export interface RankingChoicesProps {
  scope: RankingScope;
  departments: readonly { name: string; categories: readonly string[] }[];
}

/** Metric, top/least and department/category: each change is a new address (the route loads the new ranking). */
export function RankingChoices({ scope, departments }: RankingChoicesProps) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const apply = (patch: Parameters<typeof writeRankingChoices>[1]) => setSearch(writeRankingChoices(search, patch));
  const named = (name: string) => name || intl.formatMessage({ id: 'productRanking.noName' });
  const categories = departments.find((d) => d.name === scope.department)?.categories ?? [];
  return (
    <FilterPanel aria-label={intl.formatMessage({ id: 'productRanking.choices' })} onSubmit={(event) => event.preventDefault()}>
      <FilterField>
        {intl.formatMessage({ id: 'productRanking.metric' })}
        <select value={scope.metric} onChange={(event) => apply({ metric: event.target.value as RankingMetric })}>
          {METRICS.map((metric) => (
            <option key={metric} value={metric}>
              {intl.formatMessage({ id: `productRanking.metric.${metric}` })}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField>
        {intl.formatMessage({ id: 'productRanking.order' })}
        <select value={scope.order} onChange={(event) => apply({ order: event.target.value as RankingOrder })}>
          {ORDERS.map((order) => (
            <option key={order} value={order}>
              {intl.formatMessage({ id: `productRanking.order.${order}` })}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField>
        {intl.formatMessage({ id: 'productRanking.department' })}
        <select value={scope.department ?? '__all'} onChange={(event) => apply({ department: event.target.value === '__all' ? null : event.target.value })}>
          <option value="__all">{intl.formatMessage({ id: 'productRanking.allDepartments' })}</option>
          {departments.map((department) => (
            <option key={department.name} value={department.name}>
              {named(department.name)}
            </option>
          ))}
        </select>
      </FilterField>
      {scope.department !== null && (
        <FilterField>
          {intl.formatMessage({ id: 'productRanking.category' })}
          <select value={scope.category ?? '__all'} onChange={(event) => apply({ category: event.target.value === '__all' ? null : event.target.value })}>
            <option value="__all">{intl.formatMessage({ id: 'productRanking.allCategories' })}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {named(category)}
              </option>
            ))}
          </select>
        </FilterField>
      )}
    </FilterPanel>
  );
}
