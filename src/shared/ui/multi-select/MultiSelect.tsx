import styled from '@emotion/styled';
import { useCombobox, useMultipleSelection } from 'downshift';
import { useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { MessagesScope } from '@/shared/i18n';
import { messages } from './i18n/pt-BR';
import { foldForSearch } from '@/shared/lib/text';

/** One choice of the list: the value the form keeps and the label a person reads. */
export interface MultiSelectOption {
  value: string;
  label: string;
  /** a second line under the label (e.g. a store's city, a product's SKU) */
  hint?: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /**
   * Called as the person types, for lists too long to send whole (products): the caller fetches the
   * options that match and passes them in `options`. Without it the options are filtered here.
   */
  onSearch?: (term: string) => void;
  /** the options of `onSearch` are on their way */
  loading?: boolean;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** the error shown under the field (the field is marked invalid) */
  error?: string | null;
  onBlur?: () => void;
  /** options listed at most; past it the list asks to type more */
  maxListed?: number;
}

const Stack = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
`;

const Label = styled.label`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

const Box = styled.div<{ invalid: boolean; disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  min-height: 44px;
  padding: ${(p) => `${p.theme.space(1.5)} ${p.theme.space(2)}`};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.invalid ? p.theme.colors.danger : p.theme.colors.borderStrong)};
  background: ${(p) => (p.disabled ? p.theme.colors.surfaceMuted : p.theme.colors.surface)};
  &:focus-within {
    border-color: ${(p) => (p.invalid ? p.theme.colors.danger : p.theme.colors.primary)};
    box-shadow: 0 0 0 3px ${(p) => (p.invalid ? p.theme.colors.dangerSoft : p.theme.colors.primarySoft)};
  }
  input {
    flex: 1 1 120px;
    min-width: 80px;
    min-height: 30px;
    border: 0;
    outline: none;
    background: transparent;
    color: ${(p) => p.theme.colors.text};
    font: inherit;
  }
`;

const Chip = styled.span<{ active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  max-width: 100%;
  padding: ${(p) => `${p.theme.space(0.5)} ${p.theme.space(1)} ${p.theme.space(0.5)} ${p.theme.space(2)}`};
  border-radius: 999px;
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  outline: ${(p) => (p.active ? `2px solid ${p.theme.colors.primary}` : 'none')};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    display: inline-grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    cursor: pointer;
    font-size: 16px;
    line-height: 1;
    &:hover,
    &:focus-visible {
      background: ${(p) => p.theme.colors.surface};
    }
  }
`;

const Menu = styled.ul<{ open: boolean }>`
  position: absolute;
  z-index: 30;
  top: 100%;
  left: 0;
  right: 0;
  margin: ${(p) => p.theme.space(1)} 0 0;
  padding: ${(p) => p.theme.space(1)} 0;
  max-height: 280px;
  overflow-y: auto;
  list-style: none;
  display: ${(p) => (p.open ? 'block' : 'none')};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
`;

const Item = styled.li<{ highlighted: boolean; selected: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-start;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
  cursor: pointer;
  background: ${(p) => (p.highlighted ? p.theme.colors.primarySoft : 'transparent')};
  font-weight: ${(p) => (p.selected ? 600 : 400)};
  small {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 400;
  }
`;

const Check = styled.span`
  flex: 0 0 1.2em;
  color: ${(p) => p.theme.colors.primary};
`;

const Note = styled.li`
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.danger};
`;

/**
 * Picks several values from a list with search (downshift's combobox and multiple selection, WAI-ARIA
 * 1.2): type to filter (accents and case ignored), Enter or a click adds or removes the highlighted
 * option and the list stays open for the next one; the chosen values show as chips, Backspace on an
 * empty input or Delete on a chip removes one, ← → move between chips.
 */
function MultiSelectView({
  label,
  options,
  value,
  onChange,
  onSearch,
  loading = false,
  placeholder,
  disabled = false,
  required,
  error,
  onBlur,
  maxListed = 100,
}: MultiSelectProps) {
  const intl = useIntl();
  const errorId = useId();
  const [term, setTerm] = useState('');
  // labels of every option seen, so a chip keeps its name when a search has replaced the options
  const known = useRef(new Map<string, string>());
  for (const option of options) known.current.set(option.value, option.label);
  const labelOf = (v: string) => known.current.get(v) ?? v;

  const chosen = useMemo(() => new Set(value), [value]);
  const matching = useMemo(() => {
    if (onSearch || !term.trim()) return options;
    const needle = foldForSearch(term.trim());
    return options.filter((o) => foldForSearch(`${o.label} ${o.hint ?? ''} ${o.value}`).includes(needle));
  }, [options, term, onSearch]);
  const listed = matching.slice(0, maxListed);

  const toggle = (v: string) => onChange(chosen.has(v) ? value.filter((x) => x !== v) : [...value, v]);

  const { getSelectedItemProps, getDropdownProps, activeIndex } = useMultipleSelection<string>({
    selectedItems: [...value],
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems ?? []),
    itemToKey: (item) => item,
    getA11yStatusMessage: () => '',
  });

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<MultiSelectOption>({
    items: listed,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    // The input's text stays downshift's own (uncontrolled): downshift reports a change after the
    // render, and an input bound to that report would drop a key typed in between. `term`, the copy
    // that filters, may lag a render; the text in the box never does.
    selectedItem: null,
    isItemDisabled: () => disabled,
    stateReducer: (_state, { type, changes }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // the list stays open on the same option for the next pick
          return { ...changes, isOpen: true, highlightedIndex: _state.highlightedIndex, inputValue: _state.inputValue };
        case useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem:
          // the picked option goes to `value`, never into the box: the text typed stays (downshift
          // would write the (null) selected item's name over it, eating the next key typed)
          return { ...changes, inputValue: _state.inputValue };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem, inputValue }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) toggle(selectedItem.value);
          break;
        case useCombobox.stateChangeTypes.InputChange:
          setTerm(inputValue ?? '');
          onSearch?.(inputValue ?? '');
          break;
        default:
          break;
      }
    },
  });

  const invalid = Boolean(error);
  return (
    <Stack>
      <Label {...getLabelProps()}>{label}</Label>
      <Box invalid={invalid} disabled={disabled}>
        {value.map((v, index) => (
          <Chip key={v} active={activeIndex === index} {...getSelectedItemProps({ selectedItem: v, index })}>
            <span>{labelOf(v)}</span>
            <button
              type="button"
              tabIndex={-1}
              aria-label={intl.formatMessage({ id: 'multiSelect.remove' }, { label: labelOf(v) })}
              disabled={disabled}
              onClick={(event) => {
                event.stopPropagation();
                onChange(value.filter((x) => x !== v));
              }}
            >
              ×
            </button>
          </Chip>
        ))}
        <input
          {...getInputProps({
            ...getDropdownProps({ preventKeyAction: isOpen }),
            placeholder: value.length === 0 ? placeholder ?? intl.formatMessage({ id: 'multiSelect.placeholder' }) : undefined,
            disabled,
            onBlur,
            'aria-required': required || undefined,
            'aria-invalid': invalid || undefined,
            'aria-describedby': invalid ? errorId : undefined,
          })}
        />
      </Box>
      <Menu
        open={isOpen}
        {...getMenuProps({
          'aria-multiselectable': true,
          // a click on an option keeps the focus in the input, so the next keys type the next search
          onMouseDown: (event: MouseEvent) => event.preventDefault(),
        } as Record<string, unknown>)}
      >
        {isOpen &&
          listed.map((option, index) => (
            <Item
              key={option.value}
              data-value={option.value}
              highlighted={highlightedIndex === index}
              selected={chosen.has(option.value)}
              {...getItemProps({ item: option, index })}
              // chosen, not highlighted: in a list of several choices aria-selected says what is picked
              aria-selected={chosen.has(option.value)}
            >
              <Check aria-hidden>{chosen.has(option.value) ? '✓' : ''}</Check>
              <span>
                {option.label}
                {option.hint && <small>{option.hint}</small>}
              </span>
            </Item>
          ))}
        {isOpen && loading && <Note role="status">{intl.formatMessage({ id: 'multiSelect.loading' })}</Note>}
        {isOpen && !loading && listed.length === 0 && <Note>{intl.formatMessage({ id: 'multiSelect.noOptions' })}</Note>}
        {isOpen && matching.length > listed.length && (
          <Note>{intl.formatMessage({ id: 'multiSelect.more' }, { shown: listed.length, total: matching.length })}</Note>
        )}
      </Menu>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Stack>
  );
}

/** The multi-select with its texts in scope (they are not in the first load). */
export function MultiSelect(props: MultiSelectProps) {
  return (
    <MessagesScope messages={messages}>
      <MultiSelectView {...props} />
    </MessagesScope>
  );
}
