import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { Badge, Button, TextField } from '@/shared/ui';
import { newCriterion, type Definition, type EditorAction, type Operator } from '../model/definition';
import { CriterionEditor, type CriterionInfo } from './CriterionEditor';
import { CriterionBox, GroupCard, Joiner, ReadValue, Row, Section, Select, SmallLabel } from './styles';

/** A criterion of the catalogue with the group it is listed under. */
export type CatalogueCriterion = CriterionInfo & { readonly group: string; readonly groupLabel: string };

export interface DefinitionEditorProps {
  definition: Definition;
  /** the criteria catalogue (segmentStructure): labels, descriptions, parameters */
  criteria: readonly CatalogueCriterion[];
  /** prefix of the ids tying labels to their selects */
  idPrefix: string;
  /** the definition as it was, without inputs or actions (visualizar: what a campaign used) */
  readOnly?: boolean;
  /** the edits (spec §4); not called when read-only */
  dispatch?: (action: EditorAction) => void;
}

const OPERATORS: Operator[] = ['AND', 'OR'];
const operatorLabel = (operator: Operator): MessageId => (operator === 'AND' ? 'segmentEditor.and' : 'segmentEditor.or');
const groupsLabel = (operator: Operator): MessageId => (operator === 'AND' ? 'segmentEditor.groupsAnd' : 'segmentEditor.groupsOr');
const criteriaLabel = (operator: Operator): MessageId => (operator === 'AND' ? 'segmentEditor.criteriaAnd' : 'segmentEditor.criteriaOr');

/**
 * A definition's groups of criteria, their operators and the limiter (spec §4): editable in the
 * editor, or read-only (the same rendering, values as text) where a segment is only shown.
 */
export function DefinitionEditor({ definition, criteria, idPrefix, readOnly = false, dispatch = () => undefined }: DefinitionEditorProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const byKey = useMemo(() => new Map(criteria.map((c) => [c.key, c])), [criteria]);
  const groupsOfCatalogue = useMemo(() => {
    const map = new Map<string, { label: string; items: CatalogueCriterion[] }>();
    for (const criterion of criteria) {
      const entry = map.get(criterion.group) ?? { label: criterion.groupLabel, items: [] };
      map.set(criterion.group, { label: entry.label, items: [...entry.items, criterion] });
    }
    return [...map.values()];
  }, [criteria]);

  const addCriterion = (group: number, key: string) => {
    const info = byKey.get(key);
    if (info) dispatch({ type: 'addCriterion', group, criterion: newCriterion(key, info.parameters) });
  };

  return (
    <>
      <Row>
        {readOnly ? (
          <>
            <span style={{ fontWeight: 600, fontSize: 14 }}>{t('segmentEditor.overallOperator')}:</span>
            <ReadValue data-operator={definition.operator}>{t(groupsLabel(definition.operator))}</ReadValue>
          </>
        ) : (
          <>
            <label htmlFor={`${idPrefix}-operator`} style={{ fontWeight: 600, fontSize: 14 }}>
              {t('segmentEditor.overallOperator')}
            </label>
            <Select id={`${idPrefix}-operator`} value={definition.operator} onChange={(event) => dispatch({ type: 'setOperator', operator: event.target.value as Operator })}>
              {OPERATORS.map((operator) => (
                <option key={operator} value={operator}>
                  {t(groupsLabel(operator))}
                </option>
              ))}
            </Select>
          </>
        )}
      </Row>

      {definition.groups.map((group, g) => (
        <div key={g} style={{ display: 'contents' }}>
          {g > 0 && <Joiner aria-hidden>{t(operatorLabel(definition.operator))}</Joiner>}
          <GroupCard as="section" aria-label={t('segmentEditor.group', { n: g + 1 })} data-group={g}>
            <Row style={{ justifyContent: 'space-between' }}>
              <h3>{t('segmentEditor.group', { n: g + 1 })}</h3>
              <Row>
                {readOnly ? (
                  <>
                    <span style={{ fontSize: 14 }}>{t('segmentEditor.groupOperator')}:</span>
                    <ReadValue>{t(criteriaLabel(group.operator))}</ReadValue>
                  </>
                ) : (
                  <>
                    <label htmlFor={`${idPrefix}-g${g}`} style={{ fontSize: 14 }}>
                      {t('segmentEditor.groupOperator')}
                    </label>
                    <Select id={`${idPrefix}-g${g}`} value={group.operator} onChange={(event) => dispatch({ type: 'setGroupOperator', group: g, operator: event.target.value as Operator })}>
                      {OPERATORS.map((operator) => (
                        <option key={operator} value={operator}>
                          {t(criteriaLabel(operator))}
                        </option>
                      ))}
                    </Select>
                    {definition.groups.length > 1 && (
                      <Button variant="secondary" onClick={() => dispatch({ type: 'deleteGroup', group: g })} aria-label={t('segmentEditor.deleteGroupLabel', { n: g + 1 })}>
                        {t('segmentEditor.deleteGroup')}
                      </Button>
                    )}
                  </>
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
                      {readOnly ? (
                        criterion.negate && <Badge tone="brand">{t('segmentEditor.not')}</Badge>
                      ) : (
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
                      )}
                    </header>
                    {info && <p>{info.description}</p>}
                    {info && (
                      <CriterionEditor
                        info={info}
                        criterion={criterion}
                        readOnly={readOnly}
                        onChange={(patch, remove) => dispatch({ type: 'updateCriterion', group: g, index: c, patch, remove })}
                      />
                    )}
                  </CriterionBox>
                </div>
              );
            })}
            {!readOnly && (
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
            )}
          </GroupCard>
        </div>
      ))}
      {!readOnly && (
        <Row>
          <Button variant="secondary" onClick={() => dispatch({ type: 'addGroup' })}>
            {t('segmentEditor.addGroup')}
          </Button>
        </Row>
      )}

      <Section as="section" aria-label={t('segmentEditor.limiter')}>
        <h3>{t('segmentEditor.limiter')}</h3>
        {readOnly ? (
          <p style={{ margin: 0, fontSize: 14 }} data-limiter={definition.limiter ? definition.limiter.max_clients : ''}>
            {definition.limiter
              ? t('segmentEditor.limiterRead', { max: definition.limiter.max_clients, order: t(`segmentEditor.order.${definition.limiter.order}`) })
              : t('segmentEditor.noLimiter')}
          </p>
        ) : (
          <>
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
          </>
        )}
      </Section>
    </>
  );
}
