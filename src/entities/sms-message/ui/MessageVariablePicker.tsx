import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SMS_VARIABLE_SIZES } from '@/shared/lib/sms';

/** A variable the picker offers: its placeholder name ('primeiro nome') and pt-BR label. */
export interface MessageVariable {
  name: string;
  label: string;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  > span {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  > p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
`;

const Chip = styled.button`
  min-height: 32px;
  padding: 0 ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.primary};
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.colors.primarySoft};
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

/** The text with `[name]` put in place of the textarea's selection (at the end when it has none). */
export function insertPlaceholder(text: string, name: string, selection: { start: number; end: number } | null): { text: string; caret: number } {
  const placeholder = `[${name}]`;
  const start = selection?.start ?? text.length;
  const end = selection?.end ?? text.length;
  return { text: text.slice(0, start) + placeholder + text.slice(end), caret: start + placeholder.length };
}

export interface MessageVariablePickerProps {
  variables: readonly MessageVariable[];
  onInsert: (name: string) => void;
}

/** "Inserir variável": one button per variable of spec §5, saying the size it is counted at. */
export function MessageVariablePicker({ variables, onInsert }: MessageVariablePickerProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <span id={labelId}>{intl.formatMessage({ id: 'smsMessage.variables' })}</span>
      <Chips>
        {variables.map((variable) => (
          <Chip
            key={variable.name}
            type="button"
            data-variable={variable.name}
            aria-label={intl.formatMessage({ id: 'smsMessage.insertVariable' }, { label: variable.label, size: SMS_VARIABLE_SIZES[variable.name] ?? 0 })}
            onClick={() => onInsert(variable.name)}
          >
            + {variable.label}
          </Chip>
        ))}
      </Chips>
      <p>{intl.formatMessage({ id: 'smsMessage.variablesHint' })}</p>
    </Group>
  );
}
