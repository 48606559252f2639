import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '@/shared/i18n';
import { Alert, Button, TextField, useSnackbar } from '@/shared/ui';
import type { SegmentTag } from '@/entities/segment-tag';
import { useLeaveGuard } from '@/shared/ui/form';
import { editDefinition, readDefinition, type Definition } from '../model/definition';
import { useSegmentInsights } from '../model/useSegmentInsights';
import { DefinitionEditor, type CatalogueCriterion } from './DefinitionEditor';
import { InsightsPanel } from './InsightsPanel';
import { MembershipCheck } from './MembershipCheck';
import { SegmentMapSection } from './SegmentMapSection';
import { EditorColumn, EditorLayout, Section, SmallLabel } from './styles';
import { TagEditor } from './TagEditor';
import type { SegmentEditor_query$key } from './__generated__/SegmentEditor_query.graphql';
import type { SegmentEditorCreateMutation } from './__generated__/SegmentEditorCreateMutation.graphql';
import type { SegmentEditorUpdateMutation } from './__generated__/SegmentEditorUpdateMutation.graphql';

export const queryFragment = graphql`
  fragment SegmentEditor_query on Query {
    segmentTags {
      name
      color
    }
    segmentStructure {
      criteria {
        key
        label
        description
        group
        groupLabel
        parameters {
          name
          label
          type
          required
          options {
            value
            label
          }
          lookup
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation SegmentEditorCreateMutation($input: SegmentInput!) {
    createSegment(input: $input) {
      segment {
        id
        name
        version
        tags {
          name
          color
        }
        clients_qty
        clients_refreshed_at
      }
    }
  }
`;

const updateMutation = graphql`
  mutation SegmentEditorUpdateMutation($id: ID!, $input: SegmentInput!) {
    updateSegment(id: $id, input: $input) {
      segment {
        id
        name
        description
        fixed
        definition
        version
        tags {
          name
          color
        }
        clients_qty
        clients_refreshed_at
      }
    }
  }
`;

/** What the editor opens with: a stored segment, a model, or nothing. */
export interface SegmentDraft {
  id: string | null;
  name: string;
  description: string;
  fixed: boolean;
  definition: unknown;
  tags: readonly { name: string; color: string }[];
  clientsQty: number | null;
}


const SaveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

/**
 * The segment editor (spec §4 "Segment evaluation", contracts/segmentation.md): name, description,
 * fixed or dynamic; groups of criteria with their operators and the overall operator; the limiter;
 * the live figures beside it; "por que este cliente está (ou não)"; save (a new version when editing).
 */
export function SegmentEditor({ query, draft }: { query: SegmentEditor_query$key; draft: SegmentDraft }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const data = useFragment(queryFragment, query);
  const criteria = data.segmentStructure.criteria as readonly CatalogueCriterion[];

  const initial = useMemo(() => readDefinition(draft.definition), [draft.definition]);
  const [definition, dispatch] = useReducer(editDefinition, initial);
  const [name, setName] = useState(draft.name);
  const [description, setDescription] = useState(draft.description);
  const [fixed, setFixed] = useState(draft.fixed);
  const [tags, setTags] = useState<readonly SegmentTag[]>(draft.tags);
  const [autoUpdate, setAutoUpdate] = useState(true);
  const [force, setForce] = useState(0);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const editorId = useId();
  const insights = useSegmentInsights(definition, { autoUpdate, force, segmentId: draft.id, editorId, initialSize: draft.clientsQty });

  const dirty = definition !== initial || name !== draft.name || description !== draft.description || fixed !== draft.fixed || tags !== draft.tags;
  // the stored segment's id once saved: the editor then moves to its address (after the render
  // that turns the leave guard off, so leaving is not questioned)
  const [savedId, setSavedId] = useState<string | null>(null);
  useLeaveGuard(dirty && savedId === null);
  useEffect(() => {
    if (savedId) navigate(`/clientes/segmentacao/editar/${encodeURIComponent(savedId)}`, { replace: !draft.id });
  }, [savedId, navigate, draft.id]);

  const [create, creating] = useMutation<SegmentEditorCreateMutation>(createMutation);
  const [update, updating] = useMutation<SegmentEditorUpdateMutation>(updateMutation);

  const save = () => {
    if (!name.trim()) {
      setNameError(t('ui.required'));
      return;
    }
    setNameError(null);
    setSaveError(null);
    const input = { name: name.trim(), description: description.trim(), fixed, definition: definition as unknown as Record<string, unknown>, tags: tags.map((tag) => ({ name: tag.name, color: tag.color })) };
    const done = (id: string, errors?: readonly { message: string }[] | null) => {
      if (errors?.length) return setSaveError(errors[0].message);
      snackbar.show(t('segmentEditor.saved', { name: input.name }), { severity: 'success' });
      setSavedId(id);
    };
    if (draft.id) {
      update({
        variables: { id: draft.id, input },
        onCompleted: (response, errors) => done(response.updateSegment?.segment.id ?? draft.id!, errors),
        onError: (error) => setSaveError(error.message),
      });
    } else {
      create({
        variables: { input },
        onCompleted: (response, errors) => done(response.createSegment?.segment.id ?? '', errors),
        onError: (error) => setSaveError(error.message),
      });
    }
  };

  return (
    <EditorLayout>
      <EditorColumn>
        <Section as="section" aria-label={t('segmentEditor.about')}>
          <TextField label={t('segmentEditor.name')} value={name} maxLength={120} required error={nameError ?? undefined} onChange={(event) => setName(event.target.value)} />
          <TextField label={t('segmentEditor.description')} value={description} maxLength={500} onChange={(event) => setDescription(event.target.value)} />
          <SmallLabel>
            <input type="checkbox" checked={fixed} onChange={(event) => setFixed(event.target.checked)} />
            {t('segmentEditor.fixed')}
          </SmallLabel>
          <p style={{ margin: 0, fontSize: 13, color: 'inherit', opacity: 0.75 }}>{t(fixed ? 'segmentEditor.fixedHint' : 'segmentEditor.dynamicHint')}</p>
          <TagEditor tags={tags} known={data.segmentTags} onChange={setTags} />
        </Section>

        <DefinitionEditor definition={definition} criteria={criteria} idPrefix={editorId} dispatch={dispatch} />

        <SegmentMapSection evaluated={insights.evaluated} segmentId={draft.id} />

        <MembershipCheck definition={definition} />

        {saveError && <Alert tone="danger">{saveError}</Alert>}
        <SaveBar>
          <Button variant="secondary" onClick={() => navigate('/clientes/segmentacao')}>
            {t('segmentEditor.cancel')}
          </Button>
          <Button onClick={save} loading={creating || updating}>
            {t(draft.id ? 'segmentEditor.saveVersion' : 'segmentEditor.save')}
          </Button>
        </SaveBar>
      </EditorColumn>
      <InsightsPanel insights={insights} autoUpdate={autoUpdate} onAutoUpdate={setAutoUpdate} onForce={() => setForce((n) => n + 1)} />
    </EditorLayout>
  );
}

export type { Definition };
