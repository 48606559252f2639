import styled from '@emotion/styled';
import { useId } from 'react';
import { compactControlCss } from './compactControlCss';

const Label = styled.label`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
  select {
    ${(p) => compactControlCss(p.theme, 32)};
  }
`;

export interface InlineSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A labelled select on one line, for a report card's heading (what the chart or the grid shows). */
export function InlineSelect<V extends string>({ label, value, options, onChange }: InlineSelectProps<V>) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Label>
  );
}
