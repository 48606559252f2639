import { describe, expect, it } from '@jest/globals';
import { EMPTY_DEFINITION, editDefinition, firstGroupEmpty, newCriterion, readDefinition, type Definition } from './definition';

const women = { key: 'gender', values: ['F'] };
const young = { key: 'age', min: 25, max: 34 };
const base: Definition = { groups: [{ operator: 'AND', criteria: [women, young] }], operator: 'OR' };

describe('the segment editor reducer (spec §4 "Segment evaluation")', () => {
  it('deletes a criterion, and the last one of a group deletes the group', () => {
    const two = editDefinition(base, { type: 'addGroup' });
    const withChampions = editDefinition(two, { type: 'addCriterion', group: 1, criterion: { key: 'rfv_cluster', values: ['champions'] } });
    const one = editDefinition(withChampions, { type: 'deleteCriterion', group: 0, index: 1 });
    expect(one.groups[0].criteria).toEqual([women]);
    const gone = editDefinition(withChampions, { type: 'deleteCriterion', group: 1, index: 0 });
    expect(gone.groups).toHaveLength(1);
    // the only group never disappears: it is left empty (size 0)
    const empty = editDefinition(editDefinition(base, { type: 'deleteCriterion', group: 0, index: 0 }), { type: 'deleteCriterion', group: 0, index: 0 });
    expect(empty.groups).toEqual([{ operator: 'AND', criteria: [] }]);
    expect(firstGroupEmpty(empty)).toBe(true);
  });

  it('copies a criterion to a group, or to a new group with operator OR', () => {
    const two = editDefinition(base, { type: 'addGroup' });
    const copied = editDefinition(two, { type: 'copyCriterion', group: 0, index: 1, to: 1 });
    expect(copied.groups[1]).toEqual({ operator: 'AND', criteria: [young] });
    expect(copied.groups[1].criteria[0]).not.toBe(young);
    const fresh = editDefinition(base, { type: 'copyCriterion', group: 0, index: 0, to: 'new' });
    expect(fresh.groups[1]).toEqual({ operator: 'OR', criteria: [women] });
  });

  it('sets the operators and the limiter, and updates a criterion without touching the others', () => {
    const edited = editDefinition(editDefinition(base, { type: 'setOperator', operator: 'AND' }), { type: 'setGroupOperator', group: 0, operator: 'OR' });
    expect(edited.operator).toBe('AND');
    expect(edited.groups[0].operator).toBe('OR');
    const limited = editDefinition(base, { type: 'setLimiter', limiter: { max_clients: 100, order: 'random' } });
    expect(limited.limiter).toEqual({ max_clients: 100, order: 'random' });
    expect('limiter' in editDefinition(limited, { type: 'setLimiter', limiter: null })).toBe(false);
    const window = editDefinition(base, { type: 'updateCriterion', group: 0, index: 1, patch: { from: '2026-01-01', to: '2026-01-31' }, remove: ['min'] });
    expect(window.groups[0].criteria[1]).toEqual({ key: 'age', max: 34, from: '2026-01-01', to: '2026-01-31' });
    expect(window.groups[0].criteria[0]).toBe(women);
    expect(base.groups[0].criteria[1]).toEqual(young);
  });

  it('starts criteria with the catalogue defaults and reads stored definitions defensively', () => {
    expect(
      newCriterion('purchased', [
        { name: 'department', type: 'values', required: false, options: null },
        { name: 'category', type: 'values', required: false, options: null },
        { name: 'window', type: 'date_window', required: true, options: null },
      ]),
    ).toEqual({ key: 'purchased', department: [], last_days: 90 });
    expect(newCriterion('channel_opt_in', [{ name: 'channel', type: 'enum', required: true, options: [{ value: 'sms', label: 'SMS' }] }])).toEqual({ key: 'channel_opt_in', channel: 'sms' });
    expect(readDefinition(null)).toEqual(EMPTY_DEFINITION);
    expect(readDefinition({ groups: [{ operator: 'OR', criteria: [women] }], operator: 'AND', limiter: { max_clients: 5, order: 'random' } })).toEqual({
      groups: [{ operator: 'OR', criteria: [women] }],
      operator: 'AND',
      limiter: { max_clients: 5, order: 'random' },
    });
  });
});
