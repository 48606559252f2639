import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '@/shared/i18n';
import { Alert, Button, Card, TextField, useSnackbar } from '@/shared/ui';
import { useLeaveGuard } from '@/shared/ui/form';
import { editDefinition, newCriterion, readDefinition, type Definition, type Operator } from '../model/definition';
import { useSegmentInsights } from '../model/useSegmentInsights';
import { CriterionEditor, type CriterionInfo } from './CriterionEditor';
import { InsightsPanel } from './InsightsPanel';
import { MembershipCheck } from './MembershipCheck';
import { SegmentMapSection } from './SegmentMapSection';
import type { SegmentEditor_query$key } from './__generated__/SegmentEditor_query.graphql';
import type { SegmentEditorCreateMutation } from './__generated__/SegmentEditorCreateMutation.graphql';
import type { SegmentEditorUpdateMutation } from './__generated__/SegmentEditorUpdateMutation.graphql';

const queryFragment = graphql`
  fragment SegmentEditor_query on Query {
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

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${(p) => p.theme.space(5)};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  h2,
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

const GroupCard = styled(Section)`
  border-left: 4px solid ${(p) => p.theme.colors.primary};
`;

const CriterionBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceMuted};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
    justify-content: space-between;
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const Joiner = styled.p`
  margin: 0;
  text-align: center;
  font-weight: 700;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Select = styled.select`
  min-height: 36px;
  padding: 0 ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const SmallLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const SaveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

const OPERATORS: Operator[] = ['AND', 'OR'];
const operatorLabel = (operator: Operator): MessageId => (operator === 'AND' ? 'segmentEditor.and' : 'segmentEditor.or');

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
  const criteria = data.segmentStructure.criteria as readonly (CriterionInfo & { group: string; groupLabel: string })[];
  const byKey = useMemo(() => new Map(criteria.map((c) => [c.key, c])), [criteria]);
  const groupsOfCatalogue = useMemo(() => {
    const map = new Map<string, { label: string; items: typeof criteria }>();
    for (const criterion of criteria) {
      const entry = map.get(criterion.group) ?? { label: criterion.groupLabel, items: [] };
      map.set(criterion.group, { label: entry.label, items: [...entry.items, criterion] });
    }
    return [...map.values()];
  }, [criteria]);

  const initial = useMemo(() => readDefinition(draft.definition), [draft.definition]);
  const [definition, dispatch] = useReducer(editDefinition, initial);
  const [name, setName] = useState(draft.name);
  const [description, setDescription] = useState(draft.description);
  const [fixed, setFixed] = useState(draft.fixed);
  const [autoUpdate, setAutoUpdate] = useState(true);
  const [force, setForce] = useState(0);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const editorId = useId();
  const insights = useSegmentInsights(definition, { autoUpdate, force, segmentId: draft.id, editorId, initialSize: draft.clientsQty });

  const dirty = definition !== initial || name !== draft.name || description !== draft.description || fixed !== draft.fixed;
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
    const input = { name: name.trim(), description: description.trim(), fixed, definition: definition as unknown as Record<string, unknown>, tags: draft.tags.map((tag) => ({ ...tag })) };
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

  const addCriterion = (group: number, key: string) => {
    const info = byKey.get(key);
    if (info) dispatch({ type: 'addCriterion', group, criterion: newCriterion(key, info.parameters) });
  };

  return (
    <Layout>
      <Column>
        <Section as="section" aria-label={t('segmentEditor.about')}>
          <TextField label={t('segmentEditor.name')} value={name} maxLength={120} required error={nameError ?? undefined} onChange={(event) => setName(event.target.value)} />
          <TextField label={t('segmentEditor.description')} value={description} maxLength={500} onChange={(event) => setDescription(event.target.value)} />
          <SmallLabel>
            <input type="checkbox" checked={fixed} onChange={(event) => setFixed(event.target.checked)} />
            {t('segmentEditor.fixed')}
          </SmallLabel>
          <p style={{ margin: 0, fontSize: 13, color: 'inherit', opacity: 0.75 }}>{t(fixed ? 'segmentEditor.fixedHint' : 'segmentEditor.dynamicHint')}</p>
        </Section>

        <Row>
          <label htmlFor={`${editorId}-operator`} style={{ fontWeight: 600, fontSize: 14 }}>
            {t('segmentEditor.overallOperator')}
          </label>
          <Select id={`${editorId}-operator`} value={definition.operator} onChange={(event) => dispatch({ type: 'setOperator', operator: event.target.value as Operator })}>
            {OPERATORS.map((operator) => (
              <option key={operator} value={operator}>
                {t(operator === 'AND' ? 'segmentEditor.groupsAnd' : 'segmentEditor.groupsOr')}
              </option>
            ))}
          </Select>
        </Row>

        {definition.groups.map((group, g) => (
          <div key={g} style={{ display: 'contents' }}>
            {g > 0 && <Joiner aria-hidden>{t(operatorLabel(definition.operator))}</Joiner>}
            <GroupCard as="section" aria-label={t('segmentEditor.group', { n: g + 1 })} data-group={g}>
              <Row style={{ justifyContent: 'space-between' }}>
                <h3>{t('segmentEditor.group', { n: g + 1 })}</h3>
                <Row>
                  <label htmlFor={`${editorId}-g${g}`} style={{ fontSize: 14 }}>
                    {t('segmentEditor.groupOperator')}
                  </label>
                  <Select
                    id={`${editorId}-g${g}`}
                    value={group.operator}
                    onChange={(event) => dispatch({ type: 'setGroupOperator', group: g, operator: event.target.value as Operator })}
                  >
                    {OPERATORS.map((operator) => (
                      <option key={operator} value={operator}>
                        {t(operator === 'AND' ? 'segmentEditor.criteriaAnd' : 'segmentEditor.criteriaOr')}
                      </option>
                    ))}
                  </Select>
                  {definition.groups.length > 1 && (
                    <Button variant="secondary" onClick={() => dispatch({ type: 'deleteGroup', group: g })} aria-label={t('segmentEditor.deleteGroupLabel', { n: g + 1 })}>
                      {t('segmentEditor.deleteGroup')}
                    </Button>
                  )}
                </Row>
              </Row>
              {group.criteria.length === 0 && <p style={{ margin: 0, fontSize: 14 }}>{t(g === 0 ? 'segmentEditor.firstGroupEmpty' : 'segmentEditor.groupEmpty')}</p>}
              {group.criteria.map((criterion, c) => {
                const info = byKey.get(criterion.key);
                return (
                  <div key={c} style={{ display: 'contents' }}>
                    {c > 0 && <Joiner aria-hidden>{t(operatorLabel(group.operator))}</Joiner>}
                    <CriterionBox data-criterion={criterion.key} role="group" aria-label={info?.label ?? criterion.key}>
                      <header>
                        <strong>{info?.label ?? criterion.key}</strong>
                        <Row>
                          <SmallLabel>
                            <input
                              type="checkbox"
                              checked={Boolean(criterion.negate)}
                              onChange={(event) =>
                                dispatch({ type: 'updateCriterion', group: g, index: c, patch: event.target.checked ? { negate: true } : {}, remove: event.target.checked ? [] : ['negate'] })
                              }
                            />
                            {t('segmentEditor.negate')}
                          </SmallLabel>
                          <Select
                            aria-label={t('segmentEditor.copyLabel', { name: info?.label ?? criterion.key })}
                            value=""
                            onChange={(event) => {
                              const to = event.target.value;
                              if (to) dispatch({ type: 'copyCriterion', group: g, index: c, to: to === 'new' ? 'new' : Number(to) });
                            }}
                          >
                            <option value="">{t('segmentEditor.copy')}</option>
                            {definition.groups.map((_, target) => (
                              <option key={target} value={target}>
                                {t('segmentEditor.copyToGroup', { n: target + 1 })}
                              </option>
                            ))}
                            <option value="new">{t('segmentEditor.copyToNew')}</option>
                          </Select>
                          <Button
                            variant="secondary"
                            aria-label={t('segmentEditor.deleteCriterionLabel', { name: info?.label ?? criterion.key })}
                            onClick={() => dispatch({ type: 'deleteCriterion', group: g, index: c })}
                          >
                            {t('segmentEditor.deleteCriterion')}
                          </Button>
                        </Row>
                      </header>
                      {info && <p>{info.description}</p>}
                      {info && (
                        <CriterionEditor
                          info={info}
                          criterion={criterion}
                          onChange={(patch, remove) => dispatch({ type: 'updateCriterion', group: g, index: c, patch, remove })}
                        />
                      )}
                    </CriterionBox>
                  </div>
                );
              })}
              <Row>
                <Select
                  aria-label={t('segmentEditor.addCriterionLabel', { n: g + 1 })}
                  value=""
                  onChange={(event) => {
                    if (event.target.value) addCriterion(g, event.target.value);
                  }}
                >
                  <option value="">{t('segmentEditor.addCriterion')}</option>
                  {groupsOfCatalogue.map((catalogueGroup) => (
                    <optgroup key={catalogueGroup.label} label={catalogueGroup.label}>
                      {catalogueGroup.items.map((item) => (
                        <option key={item.key} value={item.key}>
                          {item.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </Select>
              </Row>
            </GroupCard>
          </div>
        ))}
        <Row>
          <Button variant="secondary" onClick={() => dispatch({ type: 'addGroup' })}>
            {t('segmentEditor.addGroup')}
          </Button>
        </Row>

        <Section as="section" aria-label={t('segmentEditor.limiter')}>
          <h3>{t('segmentEditor.limiter')}</h3>
          <SmallLabel>
            <input
              type="checkbox"
              checked={Boolean(definition.limiter)}
              onChange={(event) => dispatch({ type: 'setLimiter', limiter: event.target.checked ? { max_clients: 5000, order: 'revenue_desc' } : null })}
            />
            {t('segmentEditor.limit')}
          </SmallLabel>
          {definition.limiter && (
            <Row>
              <TextField
                label={t('segmentEditor.maxClients')}
                type="number"
                min={1}
                value={String(definition.limiter.max_clients)}
                onChange={(event) => dispatch({ type: 'setLimiter', limiter: { ...definition.limiter!, max_clients: Math.max(1, Math.floor(Number(event.target.value) || 1)) } })}
              />
              <label style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14, fontWeight: 600 }}>
                {t('segmentEditor.limiterOrder')}
                <Select value={definition.limiter.order} onChange={(event) => dispatch({ type: 'setLimiter', limiter: { ...definition.limiter!, order: event.target.value as 'random' } })}>
                  <option value="revenue_desc">{t('segmentEditor.order.revenue_desc')}</option>
                  <option value="recency_asc">{t('segmentEditor.order.recency_asc')}</option>
                  <option value="random">{t('segmentEditor.order.random')}</option>
                </Select>
              </label>
            </Row>
          )}
        </Section>

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
      </Column>
      <InsightsPanel insights={insights} autoUpdate={autoUpdate} onAutoUpdate={setAutoUpdate} onForce={() => setForce((n) => n + 1)} />
    </Layout>
  );
}

export type { Definition };
