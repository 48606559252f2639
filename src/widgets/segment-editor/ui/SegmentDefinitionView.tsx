import { useId, useMemo } from 'react';
import { useFragment } from 'react-relay';
import { readDefinition } from '../model/definition';
import { DefinitionEditor, type CatalogueCriterion } from './DefinitionEditor';
import { queryFragment } from './SegmentEditor';
import type { SegmentEditor_query$key } from './__generated__/SegmentEditor_query.graphql';

/**
 * A stored definition shown as the editor shows it, without inputs or actions: groups, criteria with
 * their values in the catalogue's words, operators and the limiter (visualizar: what a campaign used).
 */
export function SegmentDefinitionView({ query, definition }: { query: SegmentEditor_query$key; definition: unknown }) {
  const data = useFragment(queryFragment, query);
  const read = useMemo(() => readDefinition(definition), [definition]);
  const id = useId();
  return <DefinitionEditor definition={read} criteria={data.segmentStructure.criteria as readonly CatalogueCriterion[]} idPrefix={id} readOnly />;
}
