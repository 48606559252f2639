import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { MultiSelect, type MultiSelectOption } from '@/shared/ui/multi-select';
import type { Criterion } from '../model/definition';
import { editorControlCss } from './styles';
import type { CriterionEditorLookupQuery, SegmentLookupKind } from './__generated__/CriterionEditorLookupQuery.graphql';

const lookupQuery = graphql`
  query CriterionEditorLookupQuery($kind: SegmentLookupKind!, $search: String) {
    segmentLookup(kind: $kind, search: $search, first: 100) {
      value
      label
      hint
    }
  }
`;

/** A parameter of the catalogue (segmentStructure). */
export interface ParameterInfo {
  readonly name: string;
  readonly label: string;
  readonly type: string;
  readonly required: boolean;
  readonly options: readonly { readonly value: string; readonly label: string }[] | null | undefined;
  readonly lookup: string | null | undefined;
}

export interface CriterionInfo {
  readonly key: string;
  readonly label: string;
  readonly description: string;
  readonly parameters: readonly ParameterInfo[];
}

// top-aligned: a list grows a line per row of chips, and the labels beside it stay level with its own
const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: flex-start;
  > * {
    flex: 1 1 200px;
    min-width: 0;
  }
`;

/** A list takes the room of three fields, so its chips and its search fit on one line beside a choice. */
const ListField = styled.div`
  && {
    flex: 3 1 320px;
  }
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  input,
  select {
    ${(p) => editorControlCss(p.theme, 40)}
    font-weight: 400;
  }
`;

/** Options of a looked-up parameter, fetched as the person types (debounced), kept per search. */
function useLookup(kind: string | null | undefined) {
  const environment = useRelayEnvironment();
  const [options, setOptions] = useState<MultiSelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<number>();
  const latest = useRef(0);
  const search = useCallback(
    (term: string) => {
      if (!kind) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const call = ++latest.current;
        setLoading(true);
        fetchQuery<CriterionEditorLookupQuery>(environment, lookupQuery, { kind: kind as SegmentLookupKind, search: term.trim() || null }, { fetchPolicy: 'store-or-network' })
          .toPromise()
          .then((data) => {
            if (call !== latest.current) return;
            setOptions((data?.segmentLookup ?? []).map((o) => ({ value: o.value, label: o.label, hint: o.hint ?? undefined })));
          })
          .catch(() => call === latest.current && setOptions([]))
          .finally(() => call === latest.current && setLoading(false));
      }, 250);
    },
    [environment, kind],
  );
  useEffect(() => {
    search('');
    return () => window.clearTimeout(timer.current);
  }, [search]);
  return { options, loading, search };
}

function ValuesParameter({ parameter, value, onChange }: { parameter: ParameterInfo; value: string[]; onChange: (value: string[]) => void }) {
  const lookup = useLookup(parameter.options ? null : parameter.lookup);
  const fixed = parameter.options?.map((o) => ({ value: o.value, label: o.label }));
  return (
    <MultiSelect
      label={parameter.label}
      options={fixed ?? lookup.options}
      onSearch={fixed ? undefined : lookup.search}
      loading={lookup.loading}
      value={value}
      onChange={onChange}
      required={parameter.required}
    />
  );
}

const asNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** The date window of a purchase or registration criterion: the last N days, or from/to dates. */
function WindowParameter({ criterion, onChange }: { criterion: Criterion; onChange: (patch: Partial<Criterion>, remove: string[]) => void }) {
  const intl = useIntl();
  const mode = criterion.last_days !== undefined ? 'last' : 'dates';
  return (
    <>
      <Field>
        {intl.formatMessage({ id: 'segmentEditor.window' })}
        <select
          value={mode}
          onChange={(event) =>
            event.target.value === 'last' ? onChange({ last_days: 90 }, ['from', 'to']) : onChange({ from: undefined, to: undefined }, ['last_days'])
          }
        >
          <option value="last">{intl.formatMessage({ id: 'segmentEditor.windowLast' })}</option>
          <option value="dates">{intl.formatMessage({ id: 'segmentEditor.windowDates' })}</option>
        </select>
      </Field>
      {mode === 'last' ? (
        <Field>
          {intl.formatMessage({ id: 'segmentEditor.lastDays' })}
          <input type="number" min={1} max={36600} inputMode="numeric" value={String(criterion.last_days ?? '')} onChange={(event) => onChange({ last_days: asNumber(event.target.value) }, [])} />
        </Field>
      ) : (
        <>
          <Field>
            {intl.formatMessage({ id: 'segmentEditor.from' })}
            <input type="date" value={String(criterion.from ?? '')} onChange={(event) => onChange({ from: event.target.value || undefined }, [])} />
          </Field>
          <Field>
            {intl.formatMessage({ id: 'segmentEditor.to' })}
            <input type="date" value={String(criterion.to ?? '')} onChange={(event) => onChange({ to: event.target.value || undefined }, [])} />
          </Field>
        </>
      )}
    </>
  );
}

/** Criteria whose values the contract types as integers (months 1..12); the list widget works with text. */
const NUMERIC_VALUES = new Set(['birthday_month']);

/** `purchased` names one list: departments, categories or products. */
const PURCHASE_LISTS = ['department', 'category', 'sku'] as const;

const ReadList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** YYYY-MM-DD as dd/mm/aaaa. */
const dayOf = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '–');

/** One criterion's parameters as text (read-only): what was chosen, in the catalogue's words. */
function CriterionValues({ info, criterion }: { info: CriterionInfo; criterion: Criterion }) {
  const intl = useIntl();
  const rows: [string, string][] = [];
  for (const parameter of info.parameters) {
    const value = criterion[parameter.name];
    if (parameter.type === 'values') {
      if (!Array.isArray(value)) continue;
      const labels = value.map((item) => parameter.options?.find((option) => option.value === String(item))?.label ?? String(item));
      rows.push([parameter.label, labels.length ? labels.join(', ') : '–']);
    } else if (parameter.type === 'date_window') {
      rows.push([
        parameter.label,
        criterion.last_days !== undefined
          ? intl.formatMessage({ id: 'segmentEditor.windowLastRead' }, { days: Number(criterion.last_days) })
          : intl.formatMessage({ id: 'segmentEditor.windowDatesRead' }, { from: dayOf(criterion.from), to: dayOf(criterion.to) }),
      ]);
    } else if (parameter.type === 'enum') {
      rows.push([parameter.label, parameter.options?.find((option) => option.value === String(value))?.label ?? String(value ?? '–')]);
    } else if (value !== undefined && value !== null && value !== '') {
      rows.push([parameter.label, parameter.type === 'money_range' ? formatCurrency(Number(value)) : formatNumber(Number(value), 0)]);
    }
  }
  return (
    <ReadList>
      {rows.map(([label, text]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </ReadList>
  );
}

/**
 * The parameters of one criterion with widgets fit for each type (catalogue `type`): lists with search
 * (fixed options or looked up as you type), ranges, windows ("últimos N dias" or dates), numbers,
 * choices — or, `readOnly`, the chosen values as text.
 */
export function CriterionEditor({
  info,
  criterion,
  onChange,
  readOnly = false,
}: {
  info: CriterionInfo;
  criterion: Criterion;
  onChange: (patch: Partial<Criterion>, remove?: string[]) => void;
  readOnly?: boolean;
}) {
  if (readOnly) return <CriterionValues info={info} criterion={criterion} />;
  return <CriterionInputs info={info} criterion={criterion} onChange={onChange} />;
}

function CriterionInputs({ info, criterion, onChange }: { info: CriterionInfo; criterion: Criterion; onChange: (patch: Partial<Criterion>, remove?: string[]) => void }) {
  const intl = useIntl();
  const purchaseList = PURCHASE_LISTS.find((name) => Array.isArray(criterion[name])) ?? 'department';
  return (
    <Fields>
      {info.key === 'purchased' && (
        <Field>
          {intl.formatMessage({ id: 'segmentEditor.purchasedBy' })}
          <select
            value={purchaseList}
            onChange={(event) => onChange({ [event.target.value]: [] }, PURCHASE_LISTS.filter((name) => name !== event.target.value))}
          >
            <option value="department">{intl.formatMessage({ id: 'segmentEditor.purchasedDepartment' })}</option>
            <option value="category">{intl.formatMessage({ id: 'segmentEditor.purchasedCategory' })}</option>
            <option value="sku">{intl.formatMessage({ id: 'segmentEditor.purchasedSku' })}</option>
          </select>
        </Field>
      )}
      {info.parameters.map((parameter) => {
        if (parameter.type === 'values') {
          if (info.key === 'purchased' && parameter.name !== purchaseList) return null;
          const value = Array.isArray(criterion[parameter.name]) ? (criterion[parameter.name] as unknown[]).map(String) : [];
          const numeric = NUMERIC_VALUES.has(info.key);
          return (
            <ListField key={parameter.name}>
              <ValuesParameter parameter={parameter} value={value} onChange={(next) => onChange({ [parameter.name]: numeric ? next.map(Number) : next })} />
            </ListField>
          );
        }
        if (parameter.type === 'date_window') return <WindowParameter key={parameter.name} criterion={criterion} onChange={onChange} />;
        if (parameter.type === 'enum') {
          return (
            <Field key={parameter.name}>
              {parameter.label}
              <select value={String(criterion[parameter.name] ?? '')} onChange={(event) => onChange({ [parameter.name]: event.target.value })}>
                {(parameter.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </Field>
          );
        }
        const money = parameter.type === 'money_range';
        return (
          <Field key={parameter.name}>
            {parameter.label}
            <input
              type="number"
              inputMode={money ? 'decimal' : 'numeric'}
              step={money ? '0.01' : '1'}
              min={0}
              value={criterion[parameter.name] === undefined ? '' : String(criterion[parameter.name])}
              onChange={(event) => {
                const next = asNumber(event.target.value);
                onChange(next === undefined ? {} : { [parameter.name]: next }, next === undefined ? [parameter.name] : []);
              }}
            />
          </Field>
        );
      })}
    </Fields>
  );
}
