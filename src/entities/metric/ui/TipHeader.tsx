import { InfoTip } from './InfoTip';

export interface TipHeaderColumn {
  key: string;
  label: string;
  /** the column's explanation, behind an "i" beside its name */
  tip?: string;
  /** figures: right-aligned like their cells */
  numeric?: boolean;
}

/** A table's header row whose columns may carry a tooltip (the lists' "Tamanho", "Faixas", …). */
export function TipHeader({ columns }: { columns: readonly TipHeaderColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col" style={column.numeric ? { textAlign: 'right' } : undefined}>
            <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
              {column.label}
              {column.tip && <InfoTip label={column.label} text={column.tip} />}
            </span>
          </th>
        ))}
      </tr>
    </thead>
  );
}
