import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A segment's tag as stored (spec §3 Segmentation: name and colour). */
export interface SegmentTag {
  readonly name: string;
  /** #rrggbb */
  readonly color: string;
}

/** The colours a tag may take (the editor's palette): distinct, each readable as a dot on white; `key` names it in texts. */
export const SEGMENT_TAG_PALETTE = [
  { key: 'blue', color: '#2563EB' },
  { key: 'green', color: '#16A34A' },
  { key: 'amber', color: '#F59E0B' },
  { key: 'red', color: '#DC2626' },
  { key: 'purple', color: '#7C3AED' },
  { key: 'pink', color: '#DB2777' },
  { key: 'cyan', color: '#0891B2' },
  { key: 'grey', color: '#4B5563' },
] as const;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A tag chip: its name with a dot of its colour (the colour never carries the meaning alone). */
export const SegmentTagChip = styled.li<{ color: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  padding: 1px ${(p) => p.theme.space(2)};
  border-radius: 999px;
  border: 1px solid ${(p) => p.color};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.xs};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  &::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => p.color};
  }
`;

/**
 * A segment's tags as chips; with `linkTo`, each chip links (the list filtered by that tag); `action`
 * adds something after each name (the editor's remove button).
 */
export function SegmentTagList({ tags, label, linkTo, action }: { tags: readonly SegmentTag[]; label: string; linkTo?: (tag: SegmentTag) => string; action?: (tag: SegmentTag) => ReactNode }) {
  if (tags.length === 0) return null;
  return (
    <List aria-label={label}>
      {tags.map((tag) => (
        <SegmentTagChip key={tag.name} color={tag.color} data-tag={tag.name}>
          {linkTo ? <Link to={linkTo(tag)}>{tag.name}</Link> : tag.name}
          {action?.(tag)}
        </SegmentTagChip>
      ))}
    </List>
  );
}
