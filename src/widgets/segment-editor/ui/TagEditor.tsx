import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEGMENT_TAG_PALETTE, SegmentTagList, type SegmentTag } from '@/entities/segment-tag';
import { Button } from '@/shared/ui';
import { editorControlCss } from './styles';

/** The most tags a segment carries (the server refuses more). */
export const MAX_SEGMENT_TAGS = 20;
/** The longest tag name (the server refuses longer). */
export const MAX_TAG_LENGTH = 40;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space(1)};
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  input[type='text'] {
    flex: 1 1 260px;
    min-width: 0;
    ${(p) => editorControlCss(p.theme, 40)}
  }
`;

const Palette = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  label {
    position: relative;
    display: inline-flex;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }
  span {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 3px solid transparent;
    box-shadow: inset 0 0 0 2px ${(p) => p.theme.colors.surface};
  }
  input:checked + span {
    border-color: ${(p) => p.theme.colors.text};
  }
  input:focus-visible + span {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const RemoveButton = styled.button`
  margin-left: 2px;
  padding: 0 4px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 14px;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
`;

const Error = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/**
 * A segment's tags: add one (an existing tag of the account's segments, offered as you type, or a new
 * name) with a colour of the palette, remove one; all by keyboard (Enter adds, each chip has its
 * remove button, the palette is a radio group moved with the arrows).
 */
export function TagEditor({ tags, known, onChange }: { tags: readonly SegmentTag[]; known: readonly SegmentTag[]; onChange: (tags: SegmentTag[]) => void }) {
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(SEGMENT_TAG_PALETTE[0].color);
  const [error, setError] = useState<string | null>(null);
  const offered = known.filter((tag) => !tags.some((chosen) => sameName(chosen.name, tag.name)));

  const typed = (value: string) => {
    setName(value);
    setError(null);
    // an existing tag keeps its colour
    const existing = known.find((tag) => sameName(tag.name, value));
    if (existing) setColor(existing.color);
  };

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(intl.formatMessage({ id: 'segmentEditor.tagRequired' }));
    if (trimmed.length > MAX_TAG_LENGTH) return setError(intl.formatMessage({ id: 'segmentEditor.tagTooLong' }, { max: MAX_TAG_LENGTH }));
    if (tags.some((tag) => sameName(tag.name, trimmed))) return setError(intl.formatMessage({ id: 'segmentEditor.tagDuplicate' }, { name: trimmed }));
    if (tags.length >= MAX_SEGMENT_TAGS) return setError(intl.formatMessage({ id: 'segmentEditor.tagTooMany' }, { max: MAX_SEGMENT_TAGS }));
    const existing = known.find((tag) => sameName(tag.name, trimmed));
    onChange([...tags, { name: existing?.name ?? trimmed, color }]);
    setName('');
    setError(null);
  };

  return (
    <Fieldset>
      <legend>{intl.formatMessage({ id: 'segmentEditor.tags' })}</legend>
      {tags.length === 0 && <p style={{ margin: 0, fontSize: 13, opacity: 0.75 }}>{intl.formatMessage({ id: 'segmentEditor.noTags' })}</p>}
      <SegmentTagList
        tags={tags}
        label={intl.formatMessage({ id: 'segmentEditor.tags' })}
        action={(tag) => (
          <RemoveButton
            type="button"
            aria-label={intl.formatMessage({ id: 'segmentEditor.removeTag' }, { name: tag.name })}
            onClick={() => onChange(tags.filter((chosen) => chosen.name !== tag.name))}
          >
            ×
          </RemoveButton>
        )}
      />
      <AddRow>
        <label htmlFor={`${id}-name`} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {intl.formatMessage({ id: 'segmentEditor.tagName' })}
        </label>
        <input
          id={`${id}-name`}
          type="text"
          list={`${id}-known`}
          value={name}
          maxLength={MAX_TAG_LENGTH + 10}
          placeholder={intl.formatMessage({ id: 'segmentEditor.tagPlaceholder' })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <datalist id={`${id}-known`}>
          {offered.map((tag) => (
            <option key={tag.name} value={tag.name} />
          ))}
        </datalist>
        <Palette role="radiogroup" aria-label={intl.formatMessage({ id: 'segmentEditor.tagColor' })}>
          {SEGMENT_TAG_PALETTE.map((option) => (
            <label key={option.key}>
              <input
                type="radio"
                name={`${id}-color`}
                value={option.color}
                checked={color.toUpperCase() === option.color}
                aria-label={intl.formatMessage({ id: `segmentEditor.tagColor.${option.key}` })}
                onChange={() => setColor(option.color)}
              />
              <span style={{ background: option.color }} aria-hidden />
            </label>
          ))}
        </Palette>
        <Button variant="secondary" onClick={add}>
          {intl.formatMessage({ id: 'segmentEditor.addTag' })}
        </Button>
      </AddRow>
      {error && (
        <Error id={`${id}-error`} role="alert">
          {error}
        </Error>
      )}
    </Fieldset>
  );
}
