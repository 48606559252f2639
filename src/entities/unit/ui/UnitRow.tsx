import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatCnpj } from '@/shared/lib/document';
import { MonoCell } from '@/shared/ui';
import type { UnitRow_unit$key } from './__generated__/UnitRow_unit.graphql';
import { UnitStatusBadge } from './UnitStatusBadge';

const unitFragment = graphql`
  fragment UnitRow_unit on Unit {
    name
    id_erp
    cnpj
    active
    address_components {
      city
      city_name
      federative_unit
    }
  }
`;

/** Column headers matching UnitRow's cells, so a table of units stays in step with its rows. */
export function UnitRowHeader() {
  return (
    <tr>
      <th scope="col">
        <FormattedMessage id="unit.name" />
      </th>
      <th scope="col">
        <FormattedMessage id="unit.idErp" />
      </th>
      <th scope="col">
        <FormattedMessage id="unit.city" />
      </th>
      <th scope="col">
        <FormattedMessage id="unit.cnpj" />
      </th>
      <th scope="col">
        <FormattedMessage id="unit.status" />
      </th>
    </tr>
  );
}

/** "Salvador/BA"; either part alone when the other is missing; a dash when both are. */
function cityAndState(city: string | null | undefined, state: string | null | undefined): string {
  return [city, state?.toUpperCase()].filter(Boolean).join('/') || '—';
}

/** One store as a table row: name, ERP code, city/UF, CNPJ and whether it is active. */
export function UnitRow({ unit }: { unit: UnitRow_unit$key }) {
  const intl = useIntl();
  const data = useFragment(unitFragment, unit);
  const { city, city_name, federative_unit } = data.address_components;
  // data-label: the column name each cell shows when a narrow screen stacks the row
  const label = (id: 'unit.idErp' | 'unit.city' | 'unit.cnpj' | 'unit.status') => ({ 'data-label': intl.formatMessage({ id }) });
  return (
    <tr>
      <th scope="row">{data.name}</th>
      <MonoCell {...label('unit.idErp')}>{data.id_erp}</MonoCell>
      <td {...label('unit.city')}>{cityAndState(city_name ?? city, federative_unit)}</td>
      <MonoCell {...label('unit.cnpj')}>{formatCnpj(data.cnpj)}</MonoCell>
      <td {...label('unit.status')}>
        <UnitStatusBadge active={data.active} />
      </td>
    </tr>
  );
}
