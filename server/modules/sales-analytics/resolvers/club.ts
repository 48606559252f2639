import { seesEmployeesData } from '../../../access/pii';
import { enums, nullable, object, optional, refine, size, string } from 'superstruct';
import { clubComparison, clubDashboard, clubPerformance, clubStores } from '../club';
import { operatorDetails, operatorPerformance } from '../operators';
import { sameDaysLastYear } from '../metrics';
import { recencyCriteria } from '../../accounts';
import { ForbiddenError } from '../../../errors';
import type { Viewer } from '../../../access/context';
import { validate } from '../../../validation';
import type { QueryResolvers } from '../../../graphql/resolvers-types';
import { current, isoDate, salesFilter, scopeOf } from './analytics';

const GRANULARITY = enums(['DIARIO', 'SEMANAL', 'MENSAL', 'ANUAL'] as const);

const dayRange = refine(object({ start: isoDate(), end: isoDate() }), 'periodo', (range) =>
  range.start <= range.end || 'a data inicial deve ser anterior ou igual à final',
);

/**
 * Operator names are employees' personal data. The route policy already requires the flag (the
 * catalogue says so); this second check keeps the rule true even if a policy is loosened by mistake.
 */
function requireEmployeesPii(viewer: Viewer) {
  if (!seesEmployeesData(viewer)) throw new ForbiddenError();
}

export const clubQueries: Pick<
  QueryResolvers,
  'clubDashboard' | 'clubPerformance' | 'clubComparison' | 'clubStores' | 'operatorPerformance' | 'operatorDetails'
> = {
  async clubDashboard(_parent, args, ctx) {
    const { filter } = validate(object({ filter: salesFilter }), args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) return null;
    return clubDashboard(ctx.services.ch, scopeOf(viewer, stamp, filter), recencyCriteria(viewer.account));
  },
  async clubPerformance(_parent, args, ctx) {
    const { filter, granularity } = validate(object({ filter: salesFilter, granularity: GRANULARITY }), args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) return null;
    return clubPerformance(ctx.services.ch, scopeOf(viewer, stamp, filter), granularity);
  },
  async clubComparison(_parent, args, ctx) {
    const { filter, reference } = validate(object({ filter: salesFilter, reference: optional(nullable(dayRange)) }), args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) return null;
    const range = reference ?? { start: sameDaysLastYear(filter.start), end: sameDaysLastYear(filter.end) };
    return clubComparison(ctx.services.ch, scopeOf(viewer, stamp, filter), range, recencyCriteria(viewer.account));
  },
  async clubStores(_parent, args, ctx) {
    const { filter } = validate(object({ filter: salesFilter }), args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) return null;
    return clubStores(ctx.services.ch, scopeOf(viewer, stamp, filter), recencyCriteria(viewer.account));
  },
  async operatorPerformance(_parent, args, ctx) {
    const { filter } = validate(object({ filter: salesFilter }), args);
    const { viewer, stamp } = await current(ctx);
    requireEmployeesPii(viewer);
    if (!stamp) return null;
    return operatorPerformance(ctx.services.ch, scopeOf(viewer, stamp, filter));
  },
  async operatorDetails(_parent, args, ctx) {
    const { filter, operatorId } = validate(object({ filter: salesFilter, operatorId: size(string(), 1, 60) }), args);
    const { viewer, stamp } = await current(ctx);
    requireEmployeesPii(viewer);
    if (!stamp) return null;
    return operatorDetails(ctx.services.ch, scopeOf(viewer, stamp, filter), operatorId);
  },
};
