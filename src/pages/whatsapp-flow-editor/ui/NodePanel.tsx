import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import {
  CONDITION_FIELDS,
  CONDITION_OPERATORS,
  MAX_BUTTON_TITLE,
  MAX_BUTTONS,
  MAX_LIST_ROWS,
  MAX_ROW_TITLE,
  MAX_TEXT,
  nodeExits,
  type FlowGraph,
  type FlowNode,
  type FlowOption,
} from '@/shared/config/whatsappFlows';
import type { MessageId } from '@/shared/i18n';
import { Button, SelectField, TextField } from '@/shared/ui';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
`;

const Area = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  textarea {
    font: inherit;
    font-weight: 400;
    min-height: 96px;
    padding: ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    border-radius: ${(p) => p.theme.radii.md};
    resize: vertical;
  }
`;

const OptionRow = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  min-width: 0;
  select {
    width: 100%;
    min-height: 40px;
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md};
`;

export interface NodePanelProps {
  graph: FlowGraph;
  node: FlowNode;
  exitLabel: (node: FlowNode, handle: string) => string;
  onChange: (data: FlowNode['data']) => void;
  onLink: (handle: string, target: string | null) => void;
  onDelete: () => void;
}

/** The selected step's form: its texts, options, timeout or condition, where each exit goes, and delete. */
export function NodePanel({ graph, node, exitLabel, onChange, onLink, onDelete }: NodePanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `whatsappFlowEditor.${id}` as MessageId }, values);
  const data = node.data;
  const set = (patch: Partial<FlowNode['data']>) => onChange({ ...data, ...patch });
  const optionsKey = node.type === 'buttons' ? 'buttons' : 'rows';
  const options: FlowOption[] = (node.type === 'buttons' ? data.buttons : data.rows) ?? [];
  const maxOptions = node.type === 'buttons' ? MAX_BUTTONS : MAX_LIST_ROWS;
  const maxTitle = node.type === 'buttons' ? MAX_BUTTON_TITLE : MAX_ROW_TITLE;
  const setOption = (index: number, title: string) => set({ [optionsKey]: options.map((o, i) => (i === index ? { ...o, title } : o)) });
  const addOption = () => {
    let n = options.length + 1;
    while (options.some((o) => o.id === `opcao-${n}`)) n++;
    set({ [optionsKey]: [...options, { id: `opcao-${n}`, title: '' }] });
  };
  const removeOption = (index: number) => set({ [optionsKey]: options.filter((_, i) => i !== index) });
  const targets = graph.nodes.filter((n) => n.id !== node.id && n.type !== 'start');

  return (
    <Panel aria-label={t('panelLabel', { id: node.id })} role="group" data-panel-node={node.id}>
      <Heading>
        {t(`type.${node.type}`)} · {node.id}
      </Heading>
      {['message', 'buttons', 'list', 'end', 'handover'].includes(node.type) && (
        <Area>
          {t(node.type === 'end' || node.type === 'handover' ? 'field.optionalText' : 'field.text')}
          <textarea value={data.text ?? ''} maxLength={MAX_TEXT} onChange={(event) => set({ text: event.target.value })} />
        </Area>
      )}
      {node.type === 'list' && (
        <TextField label={t('field.listButton')} value={data.listButton ?? ''} maxLength={MAX_BUTTON_TITLE} onChange={(event) => set({ listButton: event.target.value })} />
      )}
      {(node.type === 'buttons' || node.type === 'list') && (
        <>
          {options.map((option, index) => (
            <OptionRow key={option.id}>
              <TextField
                label={t(node.type === 'buttons' ? 'field.button' : 'field.row', { n: index + 1 })}
                value={option.title}
                maxLength={maxTitle}
                onChange={(event) => setOption(index, event.target.value)}
              />
              <Button variant="secondary" aria-label={t('field.removeOption', { title: option.title || option.id })} onClick={() => removeOption(index)} disabled={options.length <= 1}>
                ✕
              </Button>
            </OptionRow>
          ))}
          {options.length < maxOptions && (
            <Button variant="secondary" onClick={addOption}>
              {t(node.type === 'buttons' ? 'field.addButton' : 'field.addRow')}
            </Button>
          )}
        </>
      )}
      {['buttons', 'list', 'wait'].includes(node.type) && (
        <TextField
          label={t('field.timeout')}
          type="number"
          min={1}
          inputMode="numeric"
          value={data.timeoutMinutes ?? ''}
          onChange={(event) => set({ timeoutMinutes: event.target.value ? Math.trunc(Number(event.target.value)) : null })}
        />
      )}
      {node.type === 'condition' && (
        <>
          <Field>
          <SelectField label={t('field.conditionField')} value={data.field ?? 'reply'} onChange={(event) => set({ field: event.target.value as FlowNode['data']['field'] })}>
            {CONDITION_FIELDS.map((field) => (
              <option key={field} value={field}>
                {t(`condition.${field}`)}
              </option>
            ))}
          </SelectField></Field>
          {data.field !== 'opted_in' && (
            <>
              <Field>
              <SelectField label={t('field.operator')} value={data.operator ?? 'equals'} onChange={(event) => set({ operator: event.target.value as FlowNode['data']['operator'] })}>
                {CONDITION_OPERATORS.map((operator) => (
                  <option key={operator} value={operator}>
                    {t(`operator.${operator}`)}
                  </option>
                ))}
              </SelectField></Field>
              <TextField label={t('field.value')} value={data.value ?? ''} maxLength={100} onChange={(event) => set({ value: event.target.value })} />
            </>
          )}
        </>
      )}
      {node.type === 'tag' && <TextField label={t('field.tag')} value={data.tag ?? ''} maxLength={40} onChange={(event) => set({ tag: event.target.value })} />}
      {nodeExits(node).map((handle) => {
        const edge = graph.edges.find((e) => e.source === node.id && e.handle === handle);
        return (
          <Field>
          <SelectField key={handle} label={t('field.exit', { exit: exitLabel(node, handle) })} value={edge?.target ?? ''} onChange={(event) => onLink(handle, event.target.value || null)}>
            <option value="">{t('field.noLink')}</option>
            {targets.map((target) => (
              <option key={target.id} value={target.id}>
                {t(`type.${target.type}`)} · {target.id}
              </option>
            ))}
          </SelectField></Field>
        );
      })}
      {node.type !== 'start' && (
        <Button variant="secondary" onClick={onDelete}>
          {t('deleteNode')}
        </Button>
      )}
    </Panel>
  );
}
