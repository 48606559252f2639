import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { segmentReports } from './reports';
import { registerSegmentationRoutes } from './rest';
import { Segment, SegmentCampaign, SegmentVersion, segmentationMutations, segmentationQueries } from './resolvers';
import { getSegment } from './store';
import { lookupQueries } from './lookup';

const queries = { ...segmentationQueries, ...lookupQueries };

/** The route permission every segmentation call needs (clientes/segmentacao, its pages and the service). */
const SEGMENTATION = canOpen('clientes.segmentacao');

/**
 * Segmentation (contracts/segmentation.md): the criteria catalogue, evaluations compiled to
 * ClickHouse SQL, stored segments with versions, models and downloads — REST under
 * /api/segmentation and the GraphQL fields that wrap the same service.
 */
export default defineModule({
  name: 'segmentation',
  resolvers: { Query: queries, Mutation: segmentationMutations, Segment, SegmentCampaign, SegmentVersion },
  policies: {
    Query: Object.fromEntries(Object.keys(queries).map((field) => [field, SEGMENTATION])),
    Mutation: Object.fromEntries(Object.keys(segmentationMutations).map((field) => [field, SEGMENTATION])),
  },
  nodes: { Segment: (id, viewer, services) => getSegment(services.db, viewer.account.id, id) },
  rest: registerSegmentationRoutes,
  reports: segmentReports,
});
