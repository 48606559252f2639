import { canOpen, viewerCanOpen } from '../../access/control';
import { addRecipientVariables, onSlotPlanned } from '../campaigns';
import { defineModule } from '../types';
import { benefitMutations, benefitNode, benefitQueries, benefitTypeResolvers } from './resolvers';
import { MOVEMENT_REPORT_KIND, movementReportBuilder } from './results';
import { registerBenefitRoutes } from './rest';
import { couponVariables, issueCodesOnPlanning } from './service';
import { findBenefit } from './store';

/** Routes of the coupon pages (permission campanhas/cupom-desconto, module discount_coupon). */
const LIST = 'campanhas.cupom-desconto';
const RESULTS = 'campanhas.cupom-desconto.resultados';
const HISTORY = 'campanhas.cupom-desconto.historico-utilizacao';

// the engine issues unique codes when it plans a coupon's delivery and fills [cupom] when it sends
onSlotPlanned(issueCodesOnPlanning);
addRecipientVariables(couponVariables);

/** Benefits (spec §3): discount coupon campaigns, their codes, the till's API, results and usage history (issue 12). */
export default defineModule({
  name: 'benefits',
  resolvers: { Query: benefitQueries, Mutation: benefitMutations, Benefit: benefitTypeResolvers },
  rest: registerBenefitRoutes,
  reports: ({ db, ch }) => [[MOVEMENT_REPORT_KIND, movementReportBuilder(db, ch)]],
  policies: {
    Query: {
      findPaginatedBenefits: canOpen(LIST),
      findBenefitById: canOpen(LIST),
      validateBenefitCode: canOpen(LIST),
      generateRandomBenefitCode: canOpen(LIST),
      benefitFormOptions: canOpen(LIST),
      benefitProductOptions: canOpen(LIST),
      benefitDistribution: canOpen(RESULTS),
      benefitResults: canOpen(RESULTS),
      benefitMovementHistory: canOpen(HISTORY),
    },
    Mutation: {
      upsertDraftBenefit: canOpen(LIST),
      upsertBenefit: canOpen(LIST),
      unscheduleBenefit: canOpen(LIST),
      deleteBenefit: canOpen(LIST),
      restoreBenefit: canOpen(LIST),
      cloneBenefit: canOpen(LIST),
      finishActiveBenefit: canOpen(LIST),
      createBenefitMovementHistoryReport: canOpen(HISTORY),
    },
  },
  nodes: {
    Benefit: async (id, viewer, services) => {
      if (!viewerCanOpen(viewer, LIST)) return null;
      const row = await findBenefit(services.db, viewer.account.id, id);
      return row && row.type === 'DISCOUNT_COUPON' ? benefitNode(row) : null;
    },
  },
});
