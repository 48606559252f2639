import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { overviewQueries } from './resolvers';

/**
 * The campaigns overview (/campanhas/resultados-gerais, issue 12): every campaign of a period measured
 * by the campaign results module (same figures, same cache) and summed per campaign, channel and month.
 */
export default defineModule({
  name: 'campaigns-overview',
  resolvers: { Query: overviewQueries },
  policies: { Query: { metricsKpi: canOpen('campanhas.resultados-gerais'), metricsKpiProductOptions: canOpen('campanhas.resultados-gerais') } },
});
