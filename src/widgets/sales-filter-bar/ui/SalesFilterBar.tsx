import styled from '@emotion/styled';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import {
  dataToday,
  filterCorrections,
  formatDay,
  isIsoDay,
  monthStart,
  shiftDay,
  writeSalesFilters,
  type Granularity,
  type LoyaltyChoice,
  type PersonChoice,
  type SalesFilters,
} from '@/shared/lib/sales-filters';
import type { MessageId } from '@/shared/i18n';
import { Button, FilterField as Field, FilterPanel as Bar, FilterSummary as Summary } from '@/shared/ui';
import type { SalesFilterBar_account$key } from './__generated__/SalesFilterBar_account.graphql';

const accountFragment = graphql`
  fragment SalesFilterBar_account on Account {
    units(first: 200) {
      edges {
        node {
          id
          id_erp
          name
          active
        }
      }
    }
  }
`;

/** Period shortcuts; every one ends yesterday (sales arrive up to the day before). */
const PRESETS: { id: string; label: MessageId; range: (yesterday: string) => { start: string; end: string } }[] = [
  { id: '7d', label: 'salesFilterBar.preset.7d', range: (y) => ({ start: shiftDay(y, -6), end: y }) },
  { id: '30d', label: 'salesFilterBar.preset.30d', range: (y) => ({ start: shiftDay(y, -29), end: y }) },
  { id: 'mes', label: 'salesFilterBar.preset.thisMonth', range: (y) => ({ start: monthStart(y), end: y }) },
  { id: 'mes-passado', label: 'salesFilterBar.preset.lastMonth', range: (y) => ({ start: monthStart(y, 1), end: shiftDay(monthStart(y), -1) }) },
  { id: '12m', label: 'salesFilterBar.preset.12m', range: (y) => ({ start: monthStart(y, 11), end: y }) },
  { id: 'ano', label: 'salesFilterBar.preset.thisYear', range: (y) => ({ start: `${y.slice(0, 4)}-01-01`, end: y }) },
];

const GRANULARITIES: { value: Granularity; label: MessageId }[] = [
  { value: 'DIARIO', label: 'salesFilterBar.granularity.daily' },
  { value: 'SEMANAL', label: 'salesFilterBar.granularity.weekly' },
  { value: 'MENSAL', label: 'salesFilterBar.granularity.monthly' },
  { value: 'ANUAL', label: 'salesFilterBar.granularity.yearly' },
];

/** Whether two store choices name the same stores, in any order. */
function sameStores(a: readonly string[], b: readonly string[]) {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}



const StoresBox = styled.div`
  position: relative;
`;

const StoresPanel = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 4px);
  left: 0;
  width: min(340px, calc(100vw - 32px));
  /* the list scrolls inside the panel; the panel never runs past the window (issue 14 §6: the list
     spilled over "Limpar" and the page) */
  max-height: min(360px, calc(100vh - 120px));
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.raised};
  [role='group'] {
    display: flex;
    flex-direction: column;
    /* a flex item's min-height is its content by default: let the group shrink so its list scrolls */
    flex: 1 1 auto;
    min-height: 0;
    padding: ${(p) => p.theme.space(2)} 0 0;
  }
  [role='group'] > span {
    padding: 0 ${(p) => p.theme.space(3)} ${(p) => p.theme.space(1)};
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  [data-stores-list] {
    min-height: 0;
    overflow-y: auto;
    padding: 0 ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
  }
  label {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
    padding: ${(p) => p.theme.space(1)} 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/** What the page changed in, or could not find for, the address's filters (issue 14 §6). */
// the live region wraps the list: role="status" on the <ul> itself took its list semantics away (axe: listitem)
const Corrections = styled.div`
  flex-basis: 100%;
  margin: 0;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceMuted};
  border-left: 3px solid ${(p) => p.theme.colors.border};
  font-size: ${(p) => p.theme.fontSizes.sm};
  li + li {
    margin-top: ${(p) => p.theme.space(1)};
  }
`;

const PanelActions = styled.div`
  flex: none;
  display: flex;
  background: ${(p) => p.theme.colors.surface};
  border-radius: 0 0 ${(p) => p.theme.radii.md} ${(p) => p.theme.radii.md};
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

export interface SalesFilterBarProps {
  account: SalesFilterBar_account$key;
  filters: SalesFilters;
  /** which optional filters this page offers */
  show?: { granularity?: boolean; loyalty?: boolean; personType?: boolean; units?: boolean };
}

/**
 * The filters of an analytics page, written to the address (the route then loads the page's query
 * with them): period with shortcuts, stores, and the page's own filters.
 */
export function SalesFilterBar({ account, filters, show = {} }: SalesFilterBarProps) {
  const data = useFragment(accountFragment, account);
  const [search, setSearch] = useSearchParams();
  const [start, setStart] = useState(filters.start);
  const [end, setEnd] = useState(filters.end);
  const [storesOpen, setStoresOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>(filters.units);
  const storesButton = useRef<HTMLButtonElement>(null);
  const storesPanel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const units = useMemo(() => (data.units.edges ?? []).map((edge) => edge.node), [data.units.edges]);
  const yesterday = shiftDay(dataToday(), -1);

  useEffect(() => {
    setStart(filters.start);
    setEnd(filters.end);
    setPicked(filters.units);
  }, [filters.start, filters.end, filters.units]);

  // keep the open panel inside the window: a picker near the right edge (a phone) opens leftwards
  useLayoutEffect(() => {
    const panel = storesPanel.current;
    if (!storesOpen || !panel) return;
    panel.style.transform = '';
    const overflow = panel.getBoundingClientRect().right - (document.documentElement.clientWidth - 16);
    if (overflow > 0) panel.style.transform = `translateX(-${Math.ceil(overflow)}px)`;
  }, [storesOpen]);

  const apply = (patch: Partial<SalesFilters>) => setSearch(writeSalesFilters(search, patch));
  const datesValid = isIsoDay(start) && isIsoDay(end) && start <= end;
  const preset = PRESETS.find((p) => {
    const range = p.range(yesterday);
    return range.start === filters.start && range.end === filters.end;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (datesValid) apply({ start, end });
  };

  const intl = useIntl();
  const corrections = filterCorrections(
    search,
    filters,
    units.map((u) => u.id_erp),
    yesterday,
  );
  const unitLabel =
    filters.units.length === 0
      ? intl.formatMessage({ id: 'salesFilterBar.allStores' })
      : filters.units.length === 1
        ? units.find((u) => u.id_erp === filters.units[0])?.name ??
          intl.formatMessage({ id: 'salesFilterBar.unknownUnitLabel' }, { id: filters.units[0] })
        : intl.formatMessage({ id: 'salesFilterBar.storeCount' }, { count: filters.units.length });
  const notices = [
    corrections.period &&
      intl.formatMessage(
        { id: corrections.period.reason === 'reversed' ? 'salesFilterBar.reversedPeriod' : 'salesFilterBar.invalidPeriod' },
        { start: corrections.period.start || '—', end: corrections.period.end || '—', shownStart: formatDay(filters.start), shownEnd: formatDay(filters.end) },
      ),
    corrections.unknownUnits.length > 0 &&
      intl.formatMessage({ id: 'salesFilterBar.unknownUnits' }, { count: corrections.unknownUnits.length, ids: corrections.unknownUnits.join(', ') }),
    corrections.endsAfterYesterday && intl.formatMessage({ id: 'salesFilterBar.futureDays' }, { yesterday: formatDay(yesterday) }),
  ].filter((notice): notice is string => Boolean(notice));

  return (
    <Bar onSubmit={submit} aria-label={intl.formatMessage({ id: 'salesFilterBar.label' })}>
      <Field>
        {intl.formatMessage({ id: 'salesFilterBar.period' })}
        <select
          value={preset?.id ?? 'personalizado'}
          onChange={(event) => {
            const chosen = PRESETS.find((p) => p.id === event.target.value);
            if (chosen) apply(chosen.range(yesterday));
          }}
        >
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {intl.formatMessage({ id: p.label })}
            </option>
          ))}
          <option value="personalizado">{intl.formatMessage({ id: 'salesFilterBar.preset.custom' })}</option>
        </select>
      </Field>
      <Field>
        {intl.formatMessage({ id: 'salesFilterBar.from' })}
        <input type="date" value={start} max={end || undefined} onChange={(event) => setStart(event.target.value)} />
      </Field>
      <Field>
        {intl.formatMessage({ id: 'salesFilterBar.to' })}
        <input type="date" value={end} min={start || undefined} onChange={(event) => setEnd(event.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" disabled={!datesValid || (start === filters.start && end === filters.end)}>
        {intl.formatMessage({ id: 'salesFilterBar.applyDates' })}
      </Button>

      {show.units !== false && (
        <StoresBox>
          <Field as="div">
            {intl.formatMessage({ id: 'salesFilterBar.stores' })}
            <Button
              ref={storesButton}
              type="button"
              variant="secondary"
              aria-expanded={storesOpen}
              aria-controls={panelId}
              onClick={() => setStoresOpen((open) => !open)}
            >
              {unitLabel}
            </Button>
          </Field>
          {storesOpen && (
            <StoresPanel
              ref={storesPanel}
              id={panelId}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  setStoresOpen(false);
                  storesButton.current?.focus();
                }
              }}
            >
              <div role="group" aria-labelledby={`${panelId}-legend`}>
                <span id={`${panelId}-legend`}>{intl.formatMessage({ id: 'salesFilterBar.chooseStores' })}</span>
                <div data-stores-list="">
                {units.map((unit) => (
                  <label key={unit.id}>
                    <input
                      type="checkbox"
                      checked={picked.includes(unit.id_erp)}
                      onChange={(event) =>
                        setPicked((current) => (event.target.checked ? [...current, unit.id_erp] : current.filter((id) => id !== unit.id_erp)))
                      }
                    />
                    {unit.active ? unit.name : intl.formatMessage({ id: 'salesFilterBar.inactiveStore' }, { name: unit.name })}
                  </label>
                ))}
                </div>
              </div>
              <PanelActions>
                <Button type="button" variant="ghost" onClick={() => setPicked([])}>
                  {intl.formatMessage({ id: 'salesFilterBar.clearStores' })}
                </Button>
                <Button
                  type="button"
                  onClick={() => {
                    // every store of the account picked is the same as no choice; compare ids, not counts
                    // (an address may name stores this account does not have)
                    apply({ units: sameStores(picked, units.map((u) => u.id_erp)) ? [] : picked });
                    setStoresOpen(false);
                    storesButton.current?.focus();
                  }}
                >
                  {intl.formatMessage({ id: 'salesFilterBar.applyStores' })}
                </Button>
              </PanelActions>
            </StoresPanel>
          )}
        </StoresBox>
      )}

      {show.granularity && (
        <Field>
          {intl.formatMessage({ id: 'salesFilterBar.groupBy' })}
          <select value={filters.granularity} onChange={(event) => apply({ granularity: event.target.value as Granularity })}>
            {GRANULARITIES.map((g) => (
              <option key={g.value} value={g.value}>
                {intl.formatMessage({ id: g.label })}
              </option>
            ))}
          </select>
        </Field>
      )}
      {show.loyalty && (
        <Field>
          {intl.formatMessage({ id: 'salesFilterBar.loyalty' })}
          <select value={filters.loyalty} onChange={(event) => apply({ loyalty: event.target.value as LoyaltyChoice })}>
            <option value="ALL">{intl.formatMessage({ id: 'salesFilterBar.loyalty.all' })}</option>
            <option value="LOYALTY">{intl.formatMessage({ id: 'salesFilterBar.loyalty.loyalty' })}</option>
            <option value="NON_LOYALTY">{intl.formatMessage({ id: 'salesFilterBar.loyalty.nonLoyalty' })}</option>
          </select>
        </Field>
      )}
      {show.personType && (
        <Field>
          {intl.formatMessage({ id: 'salesFilterBar.personType' })}
          <select value={filters.personType ?? ''} onChange={(event) => apply({ personType: (event.target.value || null) as PersonChoice })}>
            <option value="">{intl.formatMessage({ id: 'salesFilterBar.personType.all' })}</option>
            <option value="F">{intl.formatMessage({ id: 'salesFilterBar.personType.individual' })}</option>
            <option value="J">{intl.formatMessage({ id: 'salesFilterBar.personType.company' })}</option>
          </select>
        </Field>
      )}
      <Summary aria-live="polite">
        {intl.formatMessage(
          { id: 'salesFilterBar.summary' },
          { start: formatDay(filters.start), end: formatDay(filters.end), stores: unitLabel },
        )}
      </Summary>
      {notices.length > 0 && (
        <Corrections role="status" aria-label={intl.formatMessage({ id: 'salesFilterBar.correctionsLabel' })} data-testid="filter-corrections">
          <ul>
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </Corrections>
      )}
    </Bar>
  );
}
