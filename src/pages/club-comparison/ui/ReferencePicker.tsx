import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isIsoDay } from '@/shared/lib/sales-filters';
import { Button } from '@/shared/ui';
import { REFERENCE_PARAMS } from '../api/ClubComparisonPageQuery';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  legend {
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
  input {
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 400;
  }
`;

const Title = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** The reference period, written to the address (`ref_de`, `ref_ate`); "Um ano antes" clears it back to the default. */
export function ReferencePicker({ start, end }: { start: string; end: string }) {
  const [search, setSearch] = useSearchParams();
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(end);
  useEffect(() => {
    setFrom(start);
    setTo(end);
  }, [start, end]);
  const valid = isIsoDay(from) && isIsoDay(to) && from <= to;
  const custom = search.has(REFERENCE_PARAMS.start);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const next = new URLSearchParams(search);
    next.set(REFERENCE_PARAMS.start, from);
    next.set(REFERENCE_PARAMS.end, to);
    setSearch(next);
  };
  const reset = () => {
    const next = new URLSearchParams(search);
    next.delete(REFERENCE_PARAMS.start);
    next.delete(REFERENCE_PARAMS.end);
    setSearch(next);
  };

  return (
    <Form onSubmit={submit} aria-label="Período de referência">
      <Title>Comparar com</Title>
      <Field>
        Referência de
        <input type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
      </Field>
      <Field>
        Referência até
        <input type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" disabled={!valid || (from === start && to === end)}>
        Aplicar referência
      </Button>
      {custom && (
        <Button type="button" variant="ghost" onClick={reset}>
          Um ano antes
        </Button>
      )}
    </Form>
  );
}
