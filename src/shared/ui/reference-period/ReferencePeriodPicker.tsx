import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MessagesScope } from '@/shared/i18n';
import { messages } from './i18n/pt-BR';
import { useSearchParams } from 'react-router-dom';
import { formatDay, isIsoDay } from '@/shared/lib/sales-filters';
import { Button } from '../Button';
import { FilterField as Field, FilterPanel as Form, FilterSummary as Summary } from '../filterPanel';
import { REFERENCE_PARAMS, type ReferencePeriod } from './referencePeriod';


const Title = styled.span`
  flex-basis: 100%;
  margin: 0;
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;


export interface ReferencePeriodPickerProps {
  /** the reference in effect (from `readReferencePeriod`) */
  reference: ReferencePeriod;
  /** the button that goes back to the same days one year earlier */
  resetLabel: string;
  /** while the reference is the default, that button is left out (`hide`) or shown disabled (`disable`) */
  resetWhenDefault?: 'hide' | 'disable';
  /** a line saying which reference is in effect, and why typed dates cannot be applied */
  summary?: boolean;
}

/**
 * The reference period of a comparison, written to the address (`ref_de`, `ref_ate`) so a link
 * reproduces it: both dates are typed and applied together; the reset button clears them back to the
 * same days one year earlier.
 */
function ReferencePeriodPickerView({ reference, resetLabel, resetWhenDefault = 'hide', summary = false }: ReferencePeriodPickerProps) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const [start, setStart] = useState(reference.start);
  const [end, setEnd] = useState(reference.end);
  // another period in the filters moves the default reference: the typed dates follow it
  useEffect(() => {
    setStart(reference.start);
    setEnd(reference.end);
  }, [reference.start, reference.end]);
  const valid = isIsoDay(start) && isIsoDay(end) && start <= end;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const next = new URLSearchParams(search);
    next.set(REFERENCE_PARAMS.start, start);
    next.set(REFERENCE_PARAMS.end, end);
    setSearch(next);
  };
  const reset = () => {
    const next = new URLSearchParams(search);
    next.delete(REFERENCE_PARAMS.start);
    next.delete(REFERENCE_PARAMS.end);
    setSearch(next);
  };

  return (
    <Form onSubmit={submit} aria-label={intl.formatMessage({ id: 'referencePeriod.label' })}>
      <Title>{intl.formatMessage({ id: 'referencePeriod.compareWith' })}</Title>
      <Field>
        {intl.formatMessage({ id: 'referencePeriod.from' })}
        <input type="date" value={start} max={end || undefined} onChange={(event) => setStart(event.target.value)} />
      </Field>
      <Field>
        {intl.formatMessage({ id: 'referencePeriod.to' })}
        <input type="date" value={end} min={start || undefined} onChange={(event) => setEnd(event.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" disabled={!valid || (start === reference.start && end === reference.end)}>
        {intl.formatMessage({ id: 'referencePeriod.apply' })}
      </Button>
      {(reference.custom || resetWhenDefault === 'disable') && (
        <Button type="button" variant="ghost" onClick={reset} disabled={!reference.custom}>
          {resetLabel}
        </Button>
      )}
      {summary && (
        <Summary aria-live="polite">
          {intl.formatMessage(
            { id: 'referencePeriod.summary' },
            { start: formatDay(reference.start), end: formatDay(reference.end), custom: reference.custom, valid },
          )}
        </Summary>
      )}
    </Form>
  );
}

/** The reference-period picker with its texts in scope (they are not in the first load). */
export function ReferencePeriodPicker(props: ReferencePeriodPickerProps) {
  return (
    <MessagesScope messages={messages}>
      <ReferencePeriodPickerView {...props} />
    </MessagesScope>
  );
}
